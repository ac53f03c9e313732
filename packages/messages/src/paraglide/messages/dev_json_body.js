/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Json_BodyInputs */

const en_dev_json_body = /** @type {(inputs: Dev_Json_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`JSON body`)
};

const de_dev_json_body = /** @type {(inputs: Dev_Json_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`JSON-Body`)
};

const fr_dev_json_body = /** @type {(inputs: Dev_Json_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Corps JSON`)
};

const nl_dev_json_body = /** @type {(inputs: Dev_Json_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`JSON-body`)
};

const es_dev_json_body = /** @type {(inputs: Dev_Json_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuerpo JSON`)
};

const en_xa2_dev_json_body = /** @type {(inputs: Dev_Json_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ĴŠÖÑ ƀöðý ]`)
};

/**
* | output |
* | --- |
* | "JSON body" |
*
* @param {Dev_Json_BodyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_json_body = /** @type {((inputs?: Dev_Json_BodyInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Json_BodyInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dev_json_body(inputs)
	if (locale === "fr") return fr_dev_json_body(inputs)
	if (locale === "nl") return nl_dev_json_body(inputs)
	if (locale === "es") return es_dev_json_body(inputs)
	if (locale === "en-XA") return en_xa2_dev_json_body(inputs)
	return en_dev_json_body(inputs)
});