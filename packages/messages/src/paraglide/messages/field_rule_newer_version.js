/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Rule_Newer_VersionInputs */

const en_field_rule_newer_version = /** @type {(inputs: Field_Rule_Newer_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a newer version.`)
};

const de_field_rule_newer_version = /** @type {(inputs: Field_Rule_Newer_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wählen Sie eine neuere Version.`)
};

const fr_field_rule_newer_version = /** @type {(inputs: Field_Rule_Newer_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez une version plus récente.`)
};

const nl_field_rule_newer_version = /** @type {(inputs: Field_Rule_Newer_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kies een nieuwere versie.`)
};

const es_field_rule_newer_version = /** @type {(inputs: Field_Rule_Newer_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija una versión más reciente.`)
};

const en_xa2_field_rule_newer_version = /** @type {(inputs: Field_Rule_Newer_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥööšé á ñéŵéŕ ṽéŕšíöñ. one t]`)
};

/**
* | output |
* | --- |
* | "Choose a newer version." |
*
* @param {Field_Rule_Newer_VersionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_newer_version = /** @type {((inputs?: Field_Rule_Newer_VersionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_Newer_VersionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_newer_version(inputs)
	if (locale === "fr") return fr_field_rule_newer_version(inputs)
	if (locale === "nl") return nl_field_rule_newer_version(inputs)
	if (locale === "es") return es_field_rule_newer_version(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_newer_version(inputs)
	return en_field_rule_newer_version(inputs)
});