/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Retry_NowInputs */

const en_common_retry_now = /** @type {(inputs: Common_Retry_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retry now`)
};

const de_common_retry_now = /** @type {(inputs: Common_Retry_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jetzt erneut versuchen`)
};

const fr_common_retry_now = /** @type {(inputs: Common_Retry_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réessayer maintenant`)
};

const nl_common_retry_now = /** @type {(inputs: Common_Retry_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nu opnieuw proberen`)
};

const es_common_retry_now = /** @type {(inputs: Common_Retry_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reintentar ahora`)
};

const en_xa2_common_retry_now = /** @type {(inputs: Common_Retry_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéţŕý ñöŵ ]`)
};

/**
* | output |
* | --- |
* | "Retry now" |
*
* @param {Common_Retry_NowInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const common_retry_now = /** @type {((inputs?: Common_Retry_NowInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Retry_NowInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_common_retry_now(inputs)
	if (locale === "fr") return fr_common_retry_now(inputs)
	if (locale === "nl") return nl_common_retry_now(inputs)
	if (locale === "es") return es_common_retry_now(inputs)
	if (locale === "en-XA") return en_xa2_common_retry_now(inputs)
	return en_common_retry_now(inputs)
});