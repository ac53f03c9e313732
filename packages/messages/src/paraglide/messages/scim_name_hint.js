/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Scim_Name_HintInputs */

const en_scim_name_hint = /** @type {(inputs: Scim_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For example Okta or Entra ID`)
};

const de_scim_name_hint = /** @type {(inputs: Scim_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zum Beispiel Okta oder Entra ID`)
};

const fr_scim_name_hint = /** @type {(inputs: Scim_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Par exemple Okta ou Entra ID`)
};

const nl_scim_name_hint = /** @type {(inputs: Scim_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bijvoorbeeld Okta of Entra ID`)
};

const es_scim_name_hint = /** @type {(inputs: Scim_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Por ejemplo Okta o Entra ID`)
};

const en_xa2_scim_name_hint = /** @type {(inputs: Scim_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒöŕ éẋáɱþļé Öķţá öŕ Éñţŕá ÎÐ one two]`)
};

/**
* | output |
* | --- |
* | "For example Okta or Entra ID" |
*
* @param {Scim_Name_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const scim_name_hint = /** @type {((inputs?: Scim_Name_HintInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Scim_Name_HintInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_scim_name_hint(inputs)
	if (locale === "fr") return fr_scim_name_hint(inputs)
	if (locale === "nl") return nl_scim_name_hint(inputs)
	if (locale === "es") return es_scim_name_hint(inputs)
	if (locale === "en-XA") return en_xa2_scim_name_hint(inputs)
	return en_scim_name_hint(inputs)
});