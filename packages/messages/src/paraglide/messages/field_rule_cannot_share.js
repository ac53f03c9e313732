/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Rule_Cannot_ShareInputs */

const en_field_rule_cannot_share = /** @type {(inputs: Field_Rule_Cannot_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Results cannot be shared with this address.`)
};

const de_field_rule_cannot_share = /** @type {(inputs: Field_Rule_Cannot_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mit dieser Adresse können keine Ergebnisse geteilt werden.`)
};

const fr_field_rule_cannot_share = /** @type {(inputs: Field_Rule_Cannot_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les résultats ne peuvent pas être partagés avec cette adresse.`)
};

const nl_field_rule_cannot_share = /** @type {(inputs: Field_Rule_Cannot_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Met dit adres kunnen geen resultaten worden gedeeld.`)
};

const es_field_rule_cannot_share = /** @type {(inputs: Field_Rule_Cannot_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pueden compartir resultados con esta dirección.`)
};

const en_xa2_field_rule_cannot_share = /** @type {(inputs: Field_Rule_Cannot_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéšüļţš çáññöţ ƀé šĥáŕéð ŵíţĥ ţĥíš áððŕéšš. one two thre]`)
};

/**
* | output |
* | --- |
* | "Results cannot be shared with this address." |
*
* @param {Field_Rule_Cannot_ShareInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_cannot_share = /** @type {((inputs?: Field_Rule_Cannot_ShareInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_Cannot_ShareInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_cannot_share(inputs)
	if (locale === "fr") return fr_field_rule_cannot_share(inputs)
	if (locale === "nl") return nl_field_rule_cannot_share(inputs)
	if (locale === "es") return es_field_rule_cannot_share(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_cannot_share(inputs)
	return en_field_rule_cannot_share(inputs)
});