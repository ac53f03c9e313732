/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Rule_Json_ObjectInputs */

const en_field_rule_json_object = /** @type {(inputs: Field_Rule_Json_ObjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send a JSON object.`)
};

const de_field_rule_json_object = /** @type {(inputs: Field_Rule_Json_ObjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Senden Sie ein JSON-Objekt.`)
};

const fr_field_rule_json_object = /** @type {(inputs: Field_Rule_Json_ObjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyez un objet JSON.`)
};

const nl_field_rule_json_object = /** @type {(inputs: Field_Rule_Json_ObjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stuur een JSON-object.`)
};

const es_field_rule_json_object = /** @type {(inputs: Field_Rule_Json_ObjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envíe un objeto JSON.`)
};

const en_xa2_field_rule_json_object = /** @type {(inputs: Field_Rule_Json_ObjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéñð á ĴŠÖÑ öƀĵéçţ. one ]`)
};

/**
* | output |
* | --- |
* | "Send a JSON object." |
*
* @param {Field_Rule_Json_ObjectInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_json_object = /** @type {((inputs?: Field_Rule_Json_ObjectInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_Json_ObjectInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_json_object(inputs)
	if (locale === "fr") return fr_field_rule_json_object(inputs)
	if (locale === "nl") return nl_field_rule_json_object(inputs)
	if (locale === "es") return es_field_rule_json_object(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_json_object(inputs)
	return en_field_rule_json_object(inputs)
});