/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Rule_Id_FormatInputs */

const en_field_rule_id_format = /** @type {(inputs: Field_Rule_Id_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use an id of letters, digits, “-” or “_”.`)
};

const de_field_rule_id_format = /** @type {(inputs: Field_Rule_Id_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verwenden Sie eine ID aus Buchstaben, Ziffern, „-“ oder „_“.`)
};

const fr_field_rule_id_format = /** @type {(inputs: Field_Rule_Id_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utilisez un identifiant de lettres, chiffres, « - » ou « _ ».`)
};

const nl_field_rule_id_format = /** @type {(inputs: Field_Rule_Id_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gebruik een id van letters, cijfers, “-” of “_”.`)
};

const es_field_rule_id_format = /** @type {(inputs: Field_Rule_Id_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use un id de letras, dígitos, «-» o «_».`)
};

const en_xa2_field_rule_id_format = /** @type {(inputs: Field_Rule_Id_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ûšé áñ íð öƒ ļéţţéŕš, ðíĝíţš, “-” öŕ “_”. one two thr]`)
};

/**
* | output |
* | --- |
* | "Use an id of letters, digits, “-” or “_”." |
*
* @param {Field_Rule_Id_FormatInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_id_format = /** @type {((inputs?: Field_Rule_Id_FormatInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_Id_FormatInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_id_format(inputs)
	if (locale === "fr") return fr_field_rule_id_format(inputs)
	if (locale === "nl") return nl_field_rule_id_format(inputs)
	if (locale === "es") return es_field_rule_id_format(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_id_format(inputs)
	return en_field_rule_id_format(inputs)
});