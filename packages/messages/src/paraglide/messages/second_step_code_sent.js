/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown> }} Second_Step_Code_SentInputs */

const en_second_step_code_sent = /** @type {(inputs: Second_Step_Code_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Code sent to ${i?.label}.`)
};

const de_second_step_code_sent = /** @type {(inputs: Second_Step_Code_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Code an ${i?.label} gesendet.`)
};

const fr_second_step_code_sent = /** @type {(inputs: Second_Step_Code_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Code envoyé au ${i?.label}.`)
};

const nl_second_step_code_sent = /** @type {(inputs: Second_Step_Code_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Code verstuurd naar ${i?.label}.`)
};

const es_second_step_code_sent = /** @type {(inputs: Second_Step_Code_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Código enviado al ${i?.label}.`)
};

const en_xa2_second_step_code_sent = /** @type {(inputs: Second_Step_Code_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çöðé šéñţ ţö ${i?.label}. one ]`)
};

/**
* | output |
* | --- |
* | "Code sent to {label}." |
*
* @param {Second_Step_Code_SentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const second_step_code_sent = /** @type {((inputs: Second_Step_Code_SentInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Second_Step_Code_SentInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_second_step_code_sent(inputs)
	if (locale === "fr") return fr_second_step_code_sent(inputs)
	if (locale === "nl") return nl_second_step_code_sent(inputs)
	if (locale === "es") return es_second_step_code_sent(inputs)
	if (locale === "en-XA") return en_xa2_second_step_code_sent(inputs)
	return en_second_step_code_sent(inputs)
});