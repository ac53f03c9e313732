/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Rule_Phone_FormatInputs */

const en_field_rule_phone_format = /** @type {(inputs: Field_Rule_Phone_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the number with its country code, such as +44 7700 900123.`)
};

const de_field_rule_phone_format = /** @type {(inputs: Field_Rule_Phone_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie die Nummer mit Ländervorwahl ein, etwa +49 1512 3456789.`)
};

const fr_field_rule_phone_format = /** @type {(inputs: Field_Rule_Phone_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez le numéro avec son indicatif pays, comme +33 6 12 34 56 78.`)
};

const nl_field_rule_phone_format = /** @type {(inputs: Field_Rule_Phone_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voer het nummer in met de landcode, zoals +31 6 12345678.`)
};

const es_field_rule_phone_format = /** @type {(inputs: Field_Rule_Phone_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introduzca el número con su prefijo de país, como +34 612 345 678.`)
};

const en_xa2_field_rule_phone_format = /** @type {(inputs: Field_Rule_Phone_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ ţĥé ñüɱƀéŕ ŵíţĥ íţš çöüñţŕý çöðé, šüçĥ áš +44 7700 900123. one two three four ]`)
};

/**
* | output |
* | --- |
* | "Enter the number with its country code, such as +44 7700 900123." |
*
* @param {Field_Rule_Phone_FormatInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_phone_format = /** @type {((inputs?: Field_Rule_Phone_FormatInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_Phone_FormatInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_phone_format(inputs)
	if (locale === "fr") return fr_field_rule_phone_format(inputs)
	if (locale === "nl") return nl_field_rule_phone_format(inputs)
	if (locale === "es") return es_field_rule_phone_format(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_phone_format(inputs)
	return en_field_rule_phone_format(inputs)
});