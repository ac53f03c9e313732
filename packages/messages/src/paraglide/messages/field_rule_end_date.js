/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Rule_End_DateInputs */

const en_field_rule_end_date = /** @type {(inputs: Field_Rule_End_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose an end date within the allowed range.`)
};

const de_field_rule_end_date = /** @type {(inputs: Field_Rule_End_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wählen Sie ein Enddatum im zulässigen Zeitraum.`)
};

const fr_field_rule_end_date = /** @type {(inputs: Field_Rule_End_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez une date de fin dans la plage autorisée.`)
};

const nl_field_rule_end_date = /** @type {(inputs: Field_Rule_End_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kies een einddatum binnen het toegestane bereik.`)
};

const es_field_rule_end_date = /** @type {(inputs: Field_Rule_End_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija una fecha de fin dentro del intervalo permitido.`)
};

const en_xa2_field_rule_end_date = /** @type {(inputs: Field_Rule_End_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥööšé áñ éñð ðáţé ŵíţĥíñ ţĥé áļļöŵéð ŕáñĝé. one two thre]`)
};

/**
* | output |
* | --- |
* | "Choose an end date within the allowed range." |
*
* @param {Field_Rule_End_DateInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_end_date = /** @type {((inputs?: Field_Rule_End_DateInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_End_DateInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_end_date(inputs)
	if (locale === "fr") return fr_field_rule_end_date(inputs)
	if (locale === "nl") return nl_field_rule_end_date(inputs)
	if (locale === "es") return es_field_rule_end_date(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_end_date(inputs)
	return en_field_rule_end_date(inputs)
});