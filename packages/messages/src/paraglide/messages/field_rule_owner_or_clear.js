/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Rule_Owner_Or_ClearInputs */

const en_field_rule_owner_or_clear = /** @type {(inputs: Field_Rule_Owner_Or_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave this out when choosing an owner.`)
};

const de_field_rule_owner_or_clear = /** @type {(inputs: Field_Rule_Owner_Or_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lassen Sie das weg, wenn Sie einen Verantwortlichen wählen.`)
};

const fr_field_rule_owner_or_clear = /** @type {(inputs: Field_Rule_Owner_Or_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Omettez ceci si vous choisissez un responsable.`)
};

const nl_field_rule_owner_or_clear = /** @type {(inputs: Field_Rule_Owner_Or_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Laat dit weg als u een eigenaar kiest.`)
};

const es_field_rule_owner_or_clear = /** @type {(inputs: Field_Rule_Owner_Or_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Omita esto al elegir un responsable.`)
};

const en_xa2_field_rule_owner_or_clear = /** @type {(inputs: Field_Rule_Owner_Or_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļéáṽé ţĥíš öüţ ŵĥéñ çĥööšíñĝ áñ öŵñéŕ. one two th]`)
};

/**
* | output |
* | --- |
* | "Leave this out when choosing an owner." |
*
* @param {Field_Rule_Owner_Or_ClearInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_owner_or_clear = /** @type {((inputs?: Field_Rule_Owner_Or_ClearInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_Owner_Or_ClearInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_owner_or_clear(inputs)
	if (locale === "fr") return fr_field_rule_owner_or_clear(inputs)
	if (locale === "nl") return nl_field_rule_owner_or_clear(inputs)
	if (locale === "es") return es_field_rule_owner_or_clear(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_owner_or_clear(inputs)
	return en_field_rule_owner_or_clear(inputs)
});