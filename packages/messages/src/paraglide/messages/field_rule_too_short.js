/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ min: NonNullable<unknown> }} Field_Rule_Too_ShortInputs */

const en_field_rule_too_short = /** @type {(inputs: Field_Rule_Too_ShortInputs) => LocalizedString} */ (i) => {const minPlural = registry.plural("en", i?.min, {});
	if (minPlural === "one") return /** @type {LocalizedString} */ (`At least 1 character.`);
	if (minPlural === "other") return /** @type {LocalizedString} */ (`At least ${i?.min} characters.`);
	return /** @type {LocalizedString} */ ("field_rule_too_short");
};

const de_field_rule_too_short = /** @type {(inputs: Field_Rule_Too_ShortInputs) => LocalizedString} */ (i) => {const minPlural = registry.plural("de", i?.min, {});
	if (minPlural === "one") return /** @type {LocalizedString} */ (`Mindestens 1 Zeichen.`);
	if (minPlural === "other") return /** @type {LocalizedString} */ (`Mindestens ${i?.min} Zeichen.`);
	return /** @type {LocalizedString} */ ("field_rule_too_short");
};

const fr_field_rule_too_short = /** @type {(inputs: Field_Rule_Too_ShortInputs) => LocalizedString} */ (i) => {const minPlural = registry.plural("fr", i?.min, {});
	if (minPlural === "one") return /** @type {LocalizedString} */ (`Au moins ${i?.min} caractère.`);
	if (minPlural === "other") return /** @type {LocalizedString} */ (`Au moins ${i?.min} caractères.`);
	return /** @type {LocalizedString} */ ("field_rule_too_short");
};

const nl_field_rule_too_short = /** @type {(inputs: Field_Rule_Too_ShortInputs) => LocalizedString} */ (i) => {const minPlural = registry.plural("nl", i?.min, {});
	if (minPlural === "one") return /** @type {LocalizedString} */ (`Minstens 1 teken.`);
	if (minPlural === "other") return /** @type {LocalizedString} */ (`Minstens ${i?.min} tekens.`);
	return /** @type {LocalizedString} */ ("field_rule_too_short");
};

const es_field_rule_too_short = /** @type {(inputs: Field_Rule_Too_ShortInputs) => LocalizedString} */ (i) => {const minPlural = registry.plural("es", i?.min, {});
	if (minPlural === "one") return /** @type {LocalizedString} */ (`Al menos 1 carácter.`);
	if (minPlural === "other") return /** @type {LocalizedString} */ (`Al menos ${i?.min} caracteres.`);
	return /** @type {LocalizedString} */ ("field_rule_too_short");
};

const en_xa2_field_rule_too_short = /** @type {(inputs: Field_Rule_Too_ShortInputs) => LocalizedString} */ (i) => {const minPlural = registry.plural("en-XA", i?.min, {});
	if (minPlural === "one") return /** @type {LocalizedString} */ (`[Åţ ļéášţ 1 çĥáŕáçţéŕ. one ]`);
	if (minPlural === "other") return /** @type {LocalizedString} */ (`[Åţ ļéášţ ${i?.min} çĥáŕáçţéŕš. one tw]`);
	return /** @type {LocalizedString} */ ("field_rule_too_short");
};

/**
* | minPlural | output |
* | --- | --- |
* | "one" | "At least 1 character." |
* | "other" | "At least {min} characters." |
*
* @param {Field_Rule_Too_ShortInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_too_short = /** @type {((inputs: Field_Rule_Too_ShortInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_Too_ShortInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_too_short(inputs)
	if (locale === "fr") return fr_field_rule_too_short(inputs)
	if (locale === "nl") return nl_field_rule_too_short(inputs)
	if (locale === "es") return es_field_rule_too_short(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_too_short(inputs)
	return en_field_rule_too_short(inputs)
});