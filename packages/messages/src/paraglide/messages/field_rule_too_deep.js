/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Field_Rule_Too_DeepInputs */

const en_field_rule_too_deep = /** @type {(inputs: Field_Rule_Too_DeepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nested deeper than ${i?.max} levels.`)
};

const de_field_rule_too_deep = /** @type {(inputs: Field_Rule_Too_DeepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tiefer als ${i?.max} Ebenen verschachtelt.`)
};

const fr_field_rule_too_deep = /** @type {(inputs: Field_Rule_Too_DeepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Imbriqué sur plus de ${i?.max} niveaux.`)
};

const nl_field_rule_too_deep = /** @type {(inputs: Field_Rule_Too_DeepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dieper genest dan ${i?.max} niveaus.`)
};

const es_field_rule_too_deep = /** @type {(inputs: Field_Rule_Too_DeepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Anidado a más de ${i?.max} niveles.`)
};

const en_xa2_field_rule_too_deep = /** @type {(inputs: Field_Rule_Too_DeepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ñéšţéð ðééþéŕ ţĥáñ ${i?.max} ļéṽéļš. one two ]`)
};

/**
* | output |
* | --- |
* | "Nested deeper than {max} levels." |
*
* @param {Field_Rule_Too_DeepInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_too_deep = /** @type {((inputs: Field_Rule_Too_DeepInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_Too_DeepInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_too_deep(inputs)
	if (locale === "fr") return fr_field_rule_too_deep(inputs)
	if (locale === "nl") return nl_field_rule_too_deep(inputs)
	if (locale === "es") return es_field_rule_too_deep(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_too_deep(inputs)
	return en_field_rule_too_deep(inputs)
});