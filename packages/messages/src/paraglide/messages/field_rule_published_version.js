/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Rule_Published_VersionInputs */

const en_field_rule_published_version = /** @type {(inputs: Field_Rule_Published_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a published version.`)
};

const de_field_rule_published_version = /** @type {(inputs: Field_Rule_Published_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wählen Sie eine veröffentlichte Version.`)
};

const fr_field_rule_published_version = /** @type {(inputs: Field_Rule_Published_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez une version publiée.`)
};

const nl_field_rule_published_version = /** @type {(inputs: Field_Rule_Published_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kies een gepubliceerde versie.`)
};

const es_field_rule_published_version = /** @type {(inputs: Field_Rule_Published_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija una versión publicada.`)
};

const en_xa2_field_rule_published_version = /** @type {(inputs: Field_Rule_Published_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥööšé á þüƀļíšĥéð ṽéŕšíöñ. one tw]`)
};

/**
* | output |
* | --- |
* | "Choose a published version." |
*
* @param {Field_Rule_Published_VersionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_published_version = /** @type {((inputs?: Field_Rule_Published_VersionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_Published_VersionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_published_version(inputs)
	if (locale === "fr") return fr_field_rule_published_version(inputs)
	if (locale === "nl") return nl_field_rule_published_version(inputs)
	if (locale === "es") return es_field_rule_published_version(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_published_version(inputs)
	return en_field_rule_published_version(inputs)
});