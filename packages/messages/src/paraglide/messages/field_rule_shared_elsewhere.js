/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Rule_Shared_ElsewhereInputs */

const en_field_rule_shared_elsewhere = /** @type {(inputs: Field_Rule_Shared_ElsewhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This address is shared with another tenant.`)
};

const de_field_rule_shared_elsewhere = /** @type {(inputs: Field_Rule_Shared_ElsewhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Adresse ist für einen anderen Mandanten freigegeben.`)
};

const fr_field_rule_shared_elsewhere = /** @type {(inputs: Field_Rule_Shared_ElsewhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette adresse est partagée avec une autre entité.`)
};

const nl_field_rule_shared_elsewhere = /** @type {(inputs: Field_Rule_Shared_ElsewhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dit adres is gedeeld met een andere tenant.`)
};

const es_field_rule_shared_elsewhere = /** @type {(inputs: Field_Rule_Shared_ElsewhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta dirección está compartida con otro inquilino.`)
};

const en_xa2_field_rule_shared_elsewhere = /** @type {(inputs: Field_Rule_Shared_ElsewhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš áððŕéšš íš šĥáŕéð ŵíţĥ áñöţĥéŕ ţéñáñţ. one two thre]`)
};

/**
* | output |
* | --- |
* | "This address is shared with another tenant." |
*
* @param {Field_Rule_Shared_ElsewhereInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_shared_elsewhere = /** @type {((inputs?: Field_Rule_Shared_ElsewhereInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_Shared_ElsewhereInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_shared_elsewhere(inputs)
	if (locale === "fr") return fr_field_rule_shared_elsewhere(inputs)
	if (locale === "nl") return nl_field_rule_shared_elsewhere(inputs)
	if (locale === "es") return es_field_rule_shared_elsewhere(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_shared_elsewhere(inputs)
	return en_field_rule_shared_elsewhere(inputs)
});