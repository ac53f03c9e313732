/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Rule_List_CursorInputs */

const en_field_rule_list_cursor = /** @type {(inputs: Field_Rule_List_CursorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This list position is not valid any more; reload the list.`)
};

const de_field_rule_list_cursor = /** @type {(inputs: Field_Rule_List_CursorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Listenposition ist nicht mehr gültig; laden Sie die Liste neu.`)
};

const fr_field_rule_list_cursor = /** @type {(inputs: Field_Rule_List_CursorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette position dans la liste n’est plus valide ; rechargez la liste.`)
};

const nl_field_rule_list_cursor = /** @type {(inputs: Field_Rule_List_CursorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deze positie in de lijst is niet meer geldig; laad de lijst opnieuw.`)
};

const es_field_rule_list_cursor = /** @type {(inputs: Field_Rule_List_CursorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta posición de la lista ya no es válida; vuelva a cargar la lista.`)
};

const en_xa2_field_rule_list_cursor = /** @type {(inputs: Field_Rule_List_CursorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš ļíšţ þöšíţíöñ íš ñöţ ṽáļíð áñý ɱöŕé; ŕéļöáð ţĥé ļíšţ. one two three fou]`)
};

/**
* | output |
* | --- |
* | "This list position is not valid any more; reload the list." |
*
* @param {Field_Rule_List_CursorInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_list_cursor = /** @type {((inputs?: Field_Rule_List_CursorInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_List_CursorInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_list_cursor(inputs)
	if (locale === "fr") return fr_field_rule_list_cursor(inputs)
	if (locale === "nl") return nl_field_rule_list_cursor(inputs)
	if (locale === "es") return es_field_rule_list_cursor(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_list_cursor(inputs)
	return en_field_rule_list_cursor(inputs)
});