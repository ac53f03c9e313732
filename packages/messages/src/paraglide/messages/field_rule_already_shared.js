/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Rule_Already_SharedInputs */

const en_field_rule_already_shared = /** @type {(inputs: Field_Rule_Already_SharedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Already shared with this address.`)
};

const de_field_rule_already_shared = /** @type {(inputs: Field_Rule_Already_SharedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bereits mit dieser Adresse geteilt.`)
};

const fr_field_rule_already_shared = /** @type {(inputs: Field_Rule_Already_SharedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Déjà partagé avec cette adresse.`)
};

const nl_field_rule_already_shared = /** @type {(inputs: Field_Rule_Already_SharedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Al gedeeld met dit adres.`)
};

const es_field_rule_already_shared = /** @type {(inputs: Field_Rule_Already_SharedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya compartido con esta dirección.`)
};

const en_xa2_field_rule_already_shared = /** @type {(inputs: Field_Rule_Already_SharedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åļŕéáðý šĥáŕéð ŵíţĥ ţĥíš áððŕéšš. one two t]`)
};

/**
* | output |
* | --- |
* | "Already shared with this address." |
*
* @param {Field_Rule_Already_SharedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_already_shared = /** @type {((inputs?: Field_Rule_Already_SharedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_Already_SharedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_already_shared(inputs)
	if (locale === "fr") return fr_field_rule_already_shared(inputs)
	if (locale === "nl") return nl_field_rule_already_shared(inputs)
	if (locale === "es") return es_field_rule_already_shared(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_already_shared(inputs)
	return en_field_rule_already_shared(inputs)
});