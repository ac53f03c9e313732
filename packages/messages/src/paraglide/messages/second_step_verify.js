/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Second_Step_VerifyInputs */

const en_second_step_verify = /** @type {(inputs: Second_Step_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verify`)
};

const de_second_step_verify = /** @type {(inputs: Second_Step_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestätigen`)
};

const fr_second_step_verify = /** @type {(inputs: Second_Step_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifier`)
};

const nl_second_step_verify = /** @type {(inputs: Second_Step_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verifiëren`)
};

const es_second_step_verify = /** @type {(inputs: Second_Step_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificar`)
};

const en_xa2_second_step_verify = /** @type {(inputs: Second_Step_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṽéŕíƒý ]`)
};

/**
* | output |
* | --- |
* | "Verify" |
*
* @param {Second_Step_VerifyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const second_step_verify = /** @type {((inputs?: Second_Step_VerifyInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Second_Step_VerifyInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_second_step_verify(inputs)
	if (locale === "fr") return fr_second_step_verify(inputs)
	if (locale === "nl") return nl_second_step_verify(inputs)
	if (locale === "es") return es_second_step_verify(inputs)
	if (locale === "en-XA") return en_xa2_second_step_verify(inputs)
	return en_second_step_verify(inputs)
});