/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Dev_Curl_OfInputs */

const en_dev_curl_of = /** @type {(inputs: Dev_Curl_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`curl example of ${i?.id}`)
};

const de_dev_curl_of = /** @type {(inputs: Dev_Curl_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`curl-Beispiel für ${i?.id}`)
};

const fr_dev_curl_of = /** @type {(inputs: Dev_Curl_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Exemple curl de ${i?.id}`)
};

const nl_dev_curl_of = /** @type {(inputs: Dev_Curl_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`curl-voorbeeld van ${i?.id}`)
};

const es_dev_curl_of = /** @type {(inputs: Dev_Curl_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ejemplo curl de ${i?.id}`)
};

const en_xa2_dev_curl_of = /** @type {(inputs: Dev_Curl_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[çüŕļ éẋáɱþļé öƒ ${i?.id} one ]`)
};

/**
* | output |
* | --- |
* | "curl example of {id}" |
*
* @param {Dev_Curl_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_curl_of = /** @type {((inputs: Dev_Curl_OfInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Curl_OfInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dev_curl_of(inputs)
	if (locale === "fr") return fr_dev_curl_of(inputs)
	if (locale === "nl") return nl_dev_curl_of(inputs)
	if (locale === "es") return es_dev_curl_of(inputs)
	if (locale === "en-XA") return en_xa2_dev_curl_of(inputs)
	return en_dev_curl_of(inputs)
});