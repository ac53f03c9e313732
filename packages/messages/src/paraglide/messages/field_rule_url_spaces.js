/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Rule_Url_SpacesInputs */

const en_field_rule_url_spaces = /** @type {(inputs: Field_Rule_Url_SpacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove spaces and control characters.`)
};

const de_field_rule_url_spaces = /** @type {(inputs: Field_Rule_Url_SpacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entfernen Sie Leer- und Steuerzeichen.`)
};

const fr_field_rule_url_spaces = /** @type {(inputs: Field_Rule_Url_SpacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimez les espaces et les caractères de contrôle.`)
};

const nl_field_rule_url_spaces = /** @type {(inputs: Field_Rule_Url_SpacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verwijder spaties en stuurtekens.`)
};

const es_field_rule_url_spaces = /** @type {(inputs: Field_Rule_Url_SpacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elimine los espacios y caracteres de control.`)
};

const en_xa2_field_rule_url_spaces = /** @type {(inputs: Field_Rule_Url_SpacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéɱöṽé šþáçéš áñð çöñţŕöļ çĥáŕáçţéŕš. one two th]`)
};

/**
* | output |
* | --- |
* | "Remove spaces and control characters." |
*
* @param {Field_Rule_Url_SpacesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_url_spaces = /** @type {((inputs?: Field_Rule_Url_SpacesInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_Url_SpacesInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_url_spaces(inputs)
	if (locale === "fr") return fr_field_rule_url_spaces(inputs)
	if (locale === "nl") return nl_field_rule_url_spaces(inputs)
	if (locale === "es") return es_field_rule_url_spaces(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_url_spaces(inputs)
	return en_field_rule_url_spaces(inputs)
});