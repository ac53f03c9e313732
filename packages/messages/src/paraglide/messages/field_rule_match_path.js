/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Rule_Match_PathInputs */

const en_field_rule_match_path = /** @type {(inputs: Field_Rule_Match_PathInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Must match the path.`)
};

const de_field_rule_match_path = /** @type {(inputs: Field_Rule_Match_PathInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muss mit dem Pfad übereinstimmen.`)
};

const fr_field_rule_match_path = /** @type {(inputs: Field_Rule_Match_PathInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Doit correspondre au chemin.`)
};

const nl_field_rule_match_path = /** @type {(inputs: Field_Rule_Match_PathInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moet overeenkomen met het pad.`)
};

const es_field_rule_match_path = /** @type {(inputs: Field_Rule_Match_PathInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Debe coincidir con la ruta.`)
};

const en_xa2_field_rule_match_path = /** @type {(inputs: Field_Rule_Match_PathInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁüšţ ɱáţçĥ ţĥé þáţĥ. one ]`)
};

/**
* | output |
* | --- |
* | "Must match the path." |
*
* @param {Field_Rule_Match_PathInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_match_path = /** @type {((inputs?: Field_Rule_Match_PathInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_Match_PathInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_match_path(inputs)
	if (locale === "fr") return fr_field_rule_match_path(inputs)
	if (locale === "nl") return nl_field_rule_match_path(inputs)
	if (locale === "es") return es_field_rule_match_path(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_match_path(inputs)
	return en_field_rule_match_path(inputs)
});