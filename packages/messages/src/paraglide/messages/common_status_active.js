/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Status_ActiveInputs */

const en_common_status_active = /** @type {(inputs: Common_Status_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Active`)
};

const de_common_status_active = /** @type {(inputs: Common_Status_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktiv`)
};

const fr_common_status_active = /** @type {(inputs: Common_Status_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actif`)
};

const nl_common_status_active = /** @type {(inputs: Common_Status_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actief`)
};

const es_common_status_active = /** @type {(inputs: Common_Status_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activo`)
};

const en_xa2_common_status_active = /** @type {(inputs: Common_Status_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åçţíṽé ]`)
};

/**
* | output |
* | --- |
* | "Active" |
*
* @param {Common_Status_ActiveInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const common_status_active = /** @type {((inputs?: Common_Status_ActiveInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Status_ActiveInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_common_status_active(inputs)
	if (locale === "fr") return fr_common_status_active(inputs)
	if (locale === "nl") return nl_common_status_active(inputs)
	if (locale === "es") return es_common_status_active(inputs)
	if (locale === "en-XA") return en_xa2_common_status_active(inputs)
	return en_common_status_active(inputs)
});