/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ domain: NonNullable<unknown> }} Workspace_Assign_Domain_YouInputs */

const en_workspace_assign_domain_you = /** @type {(inputs: Workspace_Assign_Domain_YouInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Assign all of ${i?.domain} to you`)
};

const de_workspace_assign_domain_you = /** @type {(inputs: Workspace_Assign_Domain_YouInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alle Kontrollen von ${i?.domain} Ihnen zuweisen`)
};

const fr_workspace_assign_domain_you = /** @type {(inputs: Workspace_Assign_Domain_YouInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous attribuer tout ${i?.domain}`)
};

const nl_workspace_assign_domain_you = /** @type {(inputs: Workspace_Assign_Domain_YouInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Heel ${i?.domain} aan u toewijzen`)
};

const es_workspace_assign_domain_you = /** @type {(inputs: Workspace_Assign_Domain_YouInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Asignarle todo ${i?.domain}`)
};

const en_xa2_workspace_assign_domain_you = /** @type {(inputs: Workspace_Assign_Domain_YouInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Åššíĝñ áļļ öƒ ${i?.domain} ţö ýöü one two]`)
};

/**
* | output |
* | --- |
* | "Assign all of {domain} to you" |
*
* @param {Workspace_Assign_Domain_YouInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const workspace_assign_domain_you = /** @type {((inputs: Workspace_Assign_Domain_YouInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workspace_Assign_Domain_YouInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_workspace_assign_domain_you(inputs)
	if (locale === "fr") return fr_workspace_assign_domain_you(inputs)
	if (locale === "nl") return nl_workspace_assign_domain_you(inputs)
	if (locale === "es") return es_workspace_assign_domain_you(inputs)
	if (locale === "en-XA") return en_xa2_workspace_assign_domain_you(inputs)
	return en_workspace_assign_domain_you(inputs)
});