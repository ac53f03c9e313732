/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown> }} Second_Step_Description_PhoneInputs */

const en_second_step_description_phone = /** @type {(inputs: Second_Step_Description_PhoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We text a code to ${i?.label}.`)
};

const de_second_step_description_phone = /** @type {(inputs: Second_Step_Description_PhoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wir senden einen Code per SMS an ${i?.label}.`)
};

const fr_second_step_description_phone = /** @type {(inputs: Second_Step_Description_PhoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nous envoyons un code par SMS au ${i?.label}.`)
};

const nl_second_step_description_phone = /** @type {(inputs: Second_Step_Description_PhoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We sturen een code per sms naar ${i?.label}.`)
};

const es_second_step_description_phone = /** @type {(inputs: Second_Step_Description_PhoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enviamos un código por SMS al ${i?.label}.`)
};

const en_xa2_second_step_description_phone = /** @type {(inputs: Second_Step_Description_PhoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŵé ţéẋţ á çöðé ţö ${i?.label}. one tw]`)
};

/**
* | output |
* | --- |
* | "We text a code to {label}." |
*
* @param {Second_Step_Description_PhoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const second_step_description_phone = /** @type {((inputs: Second_Step_Description_PhoneInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Second_Step_Description_PhoneInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_second_step_description_phone(inputs)
	if (locale === "fr") return fr_second_step_description_phone(inputs)
	if (locale === "nl") return nl_second_step_description_phone(inputs)
	if (locale === "es") return es_second_step_description_phone(inputs)
	if (locale === "en-XA") return en_xa2_second_step_description_phone(inputs)
	return en_second_step_description_phone(inputs)
});