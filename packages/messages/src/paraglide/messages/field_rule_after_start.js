/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Rule_After_StartInputs */

const en_field_rule_after_start = /** @type {(inputs: Field_Rule_After_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Must be after the start.`)
};

const de_field_rule_after_start = /** @type {(inputs: Field_Rule_After_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muss nach dem Beginn liegen.`)
};

const fr_field_rule_after_start = /** @type {(inputs: Field_Rule_After_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Doit être après le début.`)
};

const nl_field_rule_after_start = /** @type {(inputs: Field_Rule_After_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moet na het begin liggen.`)
};

const es_field_rule_after_start = /** @type {(inputs: Field_Rule_After_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Debe ser posterior al inicio.`)
};

const en_xa2_field_rule_after_start = /** @type {(inputs: Field_Rule_After_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁüšţ ƀé áƒţéŕ ţĥé šţáŕţ. one t]`)
};

/**
* | output |
* | --- |
* | "Must be after the start." |
*
* @param {Field_Rule_After_StartInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_after_start = /** @type {((inputs?: Field_Rule_After_StartInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_After_StartInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_after_start(inputs)
	if (locale === "fr") return fr_field_rule_after_start(inputs)
	if (locale === "nl") return nl_field_rule_after_start(inputs)
	if (locale === "es") return es_field_rule_after_start(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_after_start(inputs)
	return en_field_rule_after_start(inputs)
});