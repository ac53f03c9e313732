/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ domain: NonNullable<unknown> }} Workspace_Unassign_DomainInputs */

const en_workspace_unassign_domain = /** @type {(inputs: Workspace_Unassign_DomainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unassign all of ${i?.domain}`)
};

const de_workspace_unassign_domain = /** @type {(inputs: Workspace_Unassign_DomainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zuweisung für alle Kontrollen von ${i?.domain} aufheben`)
};

const fr_workspace_unassign_domain = /** @type {(inputs: Workspace_Unassign_DomainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Retirer l’attribution de tout ${i?.domain}`)
};

const nl_workspace_unassign_domain = /** @type {(inputs: Workspace_Unassign_DomainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Toewijzing van heel ${i?.domain} opheffen`)
};

const es_workspace_unassign_domain = /** @type {(inputs: Workspace_Unassign_DomainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quitar la asignación de todo ${i?.domain}`)
};

const en_xa2_workspace_unassign_domain = /** @type {(inputs: Workspace_Unassign_DomainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ûñáššíĝñ áļļ öƒ ${i?.domain} one t]`)
};

/**
* | output |
* | --- |
* | "Unassign all of {domain}" |
*
* @param {Workspace_Unassign_DomainInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const workspace_unassign_domain = /** @type {((inputs: Workspace_Unassign_DomainInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workspace_Unassign_DomainInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_workspace_unassign_domain(inputs)
	if (locale === "fr") return fr_workspace_unassign_domain(inputs)
	if (locale === "nl") return nl_workspace_unassign_domain(inputs)
	if (locale === "es") return es_workspace_unassign_domain(inputs)
	if (locale === "en-XA") return en_xa2_workspace_unassign_domain(inputs)
	return en_workspace_unassign_domain(inputs)
});