/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Second_Step_Kind_PhoneInputs */

const en_second_step_kind_phone = /** @type {(inputs: Second_Step_Kind_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Text message`)
};

const de_second_step_kind_phone = /** @type {(inputs: Second_Step_Kind_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SMS`)
};

const fr_second_step_kind_phone = /** @type {(inputs: Second_Step_Kind_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SMS`)
};

const nl_second_step_kind_phone = /** @type {(inputs: Second_Step_Kind_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sms`)
};

const es_second_step_kind_phone = /** @type {(inputs: Second_Step_Kind_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SMS`)
};

const en_xa2_second_step_kind_phone = /** @type {(inputs: Second_Step_Kind_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţéẋţ ɱéššáĝé o]`)
};

/**
* | output |
* | --- |
* | "Text message" |
*
* @param {Second_Step_Kind_PhoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const second_step_kind_phone = /** @type {((inputs?: Second_Step_Kind_PhoneInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Second_Step_Kind_PhoneInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_second_step_kind_phone(inputs)
	if (locale === "fr") return fr_second_step_kind_phone(inputs)
	if (locale === "nl") return nl_second_step_kind_phone(inputs)
	if (locale === "es") return es_second_step_kind_phone(inputs)
	if (locale === "en-XA") return en_xa2_second_step_kind_phone(inputs)
	return en_second_step_kind_phone(inputs)
});