/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Rule_Empty_TranslationInputs */

const en_field_rule_empty_translation = /** @type {(inputs: Field_Rule_Empty_TranslationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Give a title, description or guidance, or leave the language out.`)
};

const de_field_rule_empty_translation = /** @type {(inputs: Field_Rule_Empty_TranslationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie Titel, Beschreibung oder Hinweise an oder lassen Sie die Sprache weg.`)
};

const fr_field_rule_empty_translation = /** @type {(inputs: Field_Rule_Empty_TranslationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indiquez un titre, une description ou des conseils, ou omettez la langue.`)
};

const nl_field_rule_empty_translation = /** @type {(inputs: Field_Rule_Empty_TranslationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geef een titel, beschrijving of toelichting, of laat de taal weg.`)
};

const es_field_rule_empty_translation = /** @type {(inputs: Field_Rule_Empty_TranslationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indique un título, una descripción o una guía, u omita el idioma.`)
};

const en_xa2_field_rule_empty_translation = /** @type {(inputs: Field_Rule_Empty_TranslationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝíṽé á ţíţļé, ðéšçŕíþţíöñ öŕ ĝüíðáñçé, öŕ ļéáṽé ţĥé ļáñĝüáĝé öüţ. one two three four f]`)
};

/**
* | output |
* | --- |
* | "Give a title, description or guidance, or leave the language out." |
*
* @param {Field_Rule_Empty_TranslationInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_empty_translation = /** @type {((inputs?: Field_Rule_Empty_TranslationInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_Empty_TranslationInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_empty_translation(inputs)
	if (locale === "fr") return fr_field_rule_empty_translation(inputs)
	if (locale === "nl") return nl_field_rule_empty_translation(inputs)
	if (locale === "es") return es_field_rule_empty_translation(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_empty_translation(inputs)
	return en_field_rule_empty_translation(inputs)
});