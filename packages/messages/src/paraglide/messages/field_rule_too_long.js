/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Field_Rule_Too_LongInputs */

const en_field_rule_too_long = /** @type {(inputs: Field_Rule_Too_LongInputs) => LocalizedString} */ (i) => {const maxPlural = registry.plural("en", i?.max, {});
	if (maxPlural === "one") return /** @type {LocalizedString} */ (`At most 1 character.`);
	if (maxPlural === "other") return /** @type {LocalizedString} */ (`At most ${i?.max} characters.`);
	return /** @type {LocalizedString} */ ("field_rule_too_long");
};

const de_field_rule_too_long = /** @type {(inputs: Field_Rule_Too_LongInputs) => LocalizedString} */ (i) => {const maxPlural = registry.plural("de", i?.max, {});
	if (maxPlural === "one") return /** @type {LocalizedString} */ (`Höchstens 1 Zeichen.`);
	if (maxPlural === "other") return /** @type {LocalizedString} */ (`Höchstens ${i?.max} Zeichen.`);
	return /** @type {LocalizedString} */ ("field_rule_too_long");
};

const fr_field_rule_too_long = /** @type {(inputs: Field_Rule_Too_LongInputs) => LocalizedString} */ (i) => {const maxPlural = registry.plural("fr", i?.max, {});
	if (maxPlural === "one") return /** @type {LocalizedString} */ (`Au plus ${i?.max} caractère.`);
	if (maxPlural === "other") return /** @type {LocalizedString} */ (`Au plus ${i?.max} caractères.`);
	return /** @type {LocalizedString} */ ("field_rule_too_long");
};

const nl_field_rule_too_long = /** @type {(inputs: Field_Rule_Too_LongInputs) => LocalizedString} */ (i) => {const maxPlural = registry.plural("nl", i?.max, {});
	if (maxPlural === "one") return /** @type {LocalizedString} */ (`Hoogstens 1 teken.`);
	if (maxPlural === "other") return /** @type {LocalizedString} */ (`Hoogstens ${i?.max} tekens.`);
	return /** @type {LocalizedString} */ ("field_rule_too_long");
};

const es_field_rule_too_long = /** @type {(inputs: Field_Rule_Too_LongInputs) => LocalizedString} */ (i) => {const maxPlural = registry.plural("es", i?.max, {});
	if (maxPlural === "one") return /** @type {LocalizedString} */ (`Como máximo 1 carácter.`);
	if (maxPlural === "other") return /** @type {LocalizedString} */ (`Como máximo ${i?.max} caracteres.`);
	return /** @type {LocalizedString} */ ("field_rule_too_long");
};

const en_xa2_field_rule_too_long = /** @type {(inputs: Field_Rule_Too_LongInputs) => LocalizedString} */ (i) => {const maxPlural = registry.plural("en-XA", i?.max, {});
	if (maxPlural === "one") return /** @type {LocalizedString} */ (`[Åţ ɱöšţ 1 çĥáŕáçţéŕ. one ]`);
	if (maxPlural === "other") return /** @type {LocalizedString} */ (`[Åţ ɱöšţ ${i?.max} çĥáŕáçţéŕš. one tw]`);
	return /** @type {LocalizedString} */ ("field_rule_too_long");
};

/**
* | maxPlural | output |
* | --- | --- |
* | "one" | "At most 1 character." |
* | "other" | "At most {max} characters." |
*
* @param {Field_Rule_Too_LongInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_too_long = /** @type {((inputs: Field_Rule_Too_LongInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_Too_LongInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_too_long(inputs)
	if (locale === "fr") return fr_field_rule_too_long(inputs)
	if (locale === "nl") return nl_field_rule_too_long(inputs)
	if (locale === "es") return es_field_rule_too_long(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_too_long(inputs)
	return en_field_rule_too_long(inputs)
});