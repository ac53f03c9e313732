/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Rule_Empty_TranslationsInputs */

const en_field_rule_empty_translations = /** @type {(inputs: Field_Rule_Empty_TranslationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave out translations rather than leave them empty.`)
};

const de_field_rule_empty_translations = /** @type {(inputs: Field_Rule_Empty_TranslationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lassen Sie Übersetzungen weg, statt sie leer zu lassen.`)
};

const fr_field_rule_empty_translations = /** @type {(inputs: Field_Rule_Empty_TranslationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Omettez les traductions plutôt que de les laisser vides.`)
};

const nl_field_rule_empty_translations = /** @type {(inputs: Field_Rule_Empty_TranslationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Laat vertalingen weg in plaats van ze leeg te laten.`)
};

const es_field_rule_empty_translations = /** @type {(inputs: Field_Rule_Empty_TranslationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Omita las traducciones en lugar de dejarlas vacías.`)
};

const en_xa2_field_rule_empty_translations = /** @type {(inputs: Field_Rule_Empty_TranslationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļéáṽé öüţ ţŕáñšļáţíöñš ŕáţĥéŕ ţĥáñ ļéáṽé ţĥéɱ éɱþţý. one two three f]`)
};

/**
* | output |
* | --- |
* | "Leave out translations rather than leave them empty." |
*
* @param {Field_Rule_Empty_TranslationsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_empty_translations = /** @type {((inputs?: Field_Rule_Empty_TranslationsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_Empty_TranslationsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_empty_translations(inputs)
	if (locale === "fr") return fr_field_rule_empty_translations(inputs)
	if (locale === "nl") return nl_field_rule_empty_translations(inputs)
	if (locale === "es") return es_field_rule_empty_translations(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_empty_translations(inputs)
	return en_field_rule_empty_translations(inputs)
});