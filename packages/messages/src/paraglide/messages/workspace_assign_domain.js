/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ domain: NonNullable<unknown>, name: NonNullable<unknown> }} Workspace_Assign_DomainInputs */

const en_workspace_assign_domain = /** @type {(inputs: Workspace_Assign_DomainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Assign all of ${i?.domain} to ${i?.name}`)
};

const de_workspace_assign_domain = /** @type {(inputs: Workspace_Assign_DomainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alle Kontrollen von ${i?.domain} an ${i?.name} zuweisen`)
};

const fr_workspace_assign_domain = /** @type {(inputs: Workspace_Assign_DomainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Attribuer tout ${i?.domain} à ${i?.name}`)
};

const nl_workspace_assign_domain = /** @type {(inputs: Workspace_Assign_DomainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Heel ${i?.domain} toewijzen aan ${i?.name}`)
};

const es_workspace_assign_domain = /** @type {(inputs: Workspace_Assign_DomainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Asignar todo ${i?.domain} a ${i?.name}`)
};

const en_xa2_workspace_assign_domain = /** @type {(inputs: Workspace_Assign_DomainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Åššíĝñ áļļ öƒ ${i?.domain} ţö ${i?.name} one two ]`)
};

/**
* | output |
* | --- |
* | "Assign all of {domain} to {name}" |
*
* @param {Workspace_Assign_DomainInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const workspace_assign_domain = /** @type {((inputs: Workspace_Assign_DomainInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workspace_Assign_DomainInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_workspace_assign_domain(inputs)
	if (locale === "fr") return fr_workspace_assign_domain(inputs)
	if (locale === "nl") return nl_workspace_assign_domain(inputs)
	if (locale === "es") return es_workspace_assign_domain(inputs)
	if (locale === "en-XA") return en_xa2_workspace_assign_domain(inputs)
	return en_workspace_assign_domain(inputs)
});