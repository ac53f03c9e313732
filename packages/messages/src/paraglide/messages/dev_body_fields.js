/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ fields: NonNullable<unknown> }} Dev_Body_FieldsInputs */

const en_dev_body_fields = /** @type {(inputs: Dev_Body_FieldsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Body fields: ${i?.fields}`)
};

const de_dev_body_fields = /** @type {(inputs: Dev_Body_FieldsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Body-Felder: ${i?.fields}`)
};

const fr_dev_body_fields = /** @type {(inputs: Dev_Body_FieldsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Champs du corps : ${i?.fields}`)
};

const nl_dev_body_fields = /** @type {(inputs: Dev_Body_FieldsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bodyvelden: ${i?.fields}`)
};

const es_dev_body_fields = /** @type {(inputs: Dev_Body_FieldsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Campos del cuerpo: ${i?.fields}`)
};

const en_xa2_dev_body_fields = /** @type {(inputs: Dev_Body_FieldsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ɓöðý ƒíéļðš: ${i?.fields} one ]`)
};

/**
* | output |
* | --- |
* | "Body fields: {fields}" |
*
* @param {Dev_Body_FieldsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_body_fields = /** @type {((inputs: Dev_Body_FieldsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Body_FieldsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dev_body_fields(inputs)
	if (locale === "fr") return fr_dev_body_fields(inputs)
	if (locale === "nl") return nl_dev_body_fields(inputs)
	if (locale === "es") return es_dev_body_fields(inputs)
	if (locale === "en-XA") return en_xa2_dev_body_fields(inputs)
	return en_dev_body_fields(inputs)
});