/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Rule_No_Such_OrganisationInputs */

const en_field_rule_no_such_organisation = /** @type {(inputs: Field_Rule_No_Such_OrganisationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is no such organisation.`)
};

const de_field_rule_no_such_organisation = /** @type {(inputs: Field_Rule_No_Such_OrganisationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Organisation gibt es nicht.`)
};

const fr_field_rule_no_such_organisation = /** @type {(inputs: Field_Rule_No_Such_OrganisationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette organisation n’existe pas.`)
};

const nl_field_rule_no_such_organisation = /** @type {(inputs: Field_Rule_No_Such_OrganisationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deze organisatie bestaat niet.`)
};

const es_field_rule_no_such_organisation = /** @type {(inputs: Field_Rule_No_Such_OrganisationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No existe esa organización.`)
};

const en_xa2_field_rule_no_such_organisation = /** @type {(inputs: Field_Rule_No_Such_OrganisationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥéŕé íš ñö šüçĥ öŕĝáñíšáţíöñ. one two ]`)
};

/**
* | output |
* | --- |
* | "There is no such organisation." |
*
* @param {Field_Rule_No_Such_OrganisationInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_no_such_organisation = /** @type {((inputs?: Field_Rule_No_Such_OrganisationInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_No_Such_OrganisationInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_no_such_organisation(inputs)
	if (locale === "fr") return fr_field_rule_no_such_organisation(inputs)
	if (locale === "nl") return nl_field_rule_no_such_organisation(inputs)
	if (locale === "es") return es_field_rule_no_such_organisation(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_no_such_organisation(inputs)
	return en_field_rule_no_such_organisation(inputs)
});