/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_OwnerInputs */

const en_common_owner = /** @type {(inputs: Common_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Owner`)
};

const de_common_owner = /** @type {(inputs: Common_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verantwortlich`)
};

const fr_common_owner = /** @type {(inputs: Common_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Responsable`)
};

const nl_common_owner = /** @type {(inputs: Common_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eigenaar`)
};

const es_common_owner = /** @type {(inputs: Common_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Responsable`)
};

const en_xa2_common_owner = /** @type {(inputs: Common_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Öŵñéŕ ]`)
};

/**
* | output |
* | --- |
* | "Owner" |
*
* @param {Common_OwnerInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const common_owner = /** @type {((inputs?: Common_OwnerInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_OwnerInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_common_owner(inputs)
	if (locale === "fr") return fr_common_owner(inputs)
	if (locale === "nl") return nl_common_owner(inputs)
	if (locale === "es") return es_common_owner(inputs)
	if (locale === "en-XA") return en_xa2_common_owner(inputs)
	return en_common_owner(inputs)
});