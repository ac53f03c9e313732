/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_OfflineInputs */

const en_common_offline = /** @type {(inputs: Common_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are offline`)
};

const de_common_offline = /** @type {(inputs: Common_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie sind offline`)
};

const fr_common_offline = /** @type {(inputs: Common_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous êtes hors ligne`)
};

const nl_common_offline = /** @type {(inputs: Common_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`U bent offline`)
};

const es_common_offline = /** @type {(inputs: Common_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No tiene conexión`)
};

const en_xa2_common_offline = /** @type {(inputs: Common_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýöü áŕé öƒƒļíñé on]`)
};

/**
* | output |
* | --- |
* | "You are offline" |
*
* @param {Common_OfflineInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const common_offline = /** @type {((inputs?: Common_OfflineInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_OfflineInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_common_offline(inputs)
	if (locale === "fr") return fr_common_offline(inputs)
	if (locale === "nl") return nl_common_offline(inputs)
	if (locale === "es") return es_common_offline(inputs)
	if (locale === "en-XA") return en_xa2_common_offline(inputs)
	return en_common_offline(inputs)
});