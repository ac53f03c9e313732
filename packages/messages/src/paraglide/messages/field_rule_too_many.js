/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Field_Rule_Too_ManyInputs */

const en_field_rule_too_many = /** @type {(inputs: Field_Rule_Too_ManyInputs) => LocalizedString} */ (i) => {const maxPlural = registry.plural("en", i?.max, {});
	if (maxPlural === "one") return /** @type {LocalizedString} */ (`At most 1 item.`);
	if (maxPlural === "other") return /** @type {LocalizedString} */ (`At most ${i?.max} items.`);
	return /** @type {LocalizedString} */ ("field_rule_too_many");
};

const de_field_rule_too_many = /** @type {(inputs: Field_Rule_Too_ManyInputs) => LocalizedString} */ (i) => {const maxPlural = registry.plural("de", i?.max, {});
	if (maxPlural === "one") return /** @type {LocalizedString} */ (`Höchstens 1 Eintrag.`);
	if (maxPlural === "other") return /** @type {LocalizedString} */ (`Höchstens ${i?.max} Einträge.`);
	return /** @type {LocalizedString} */ ("field_rule_too_many");
};

const fr_field_rule_too_many = /** @type {(inputs: Field_Rule_Too_ManyInputs) => LocalizedString} */ (i) => {const maxPlural = registry.plural("fr", i?.max, {});
	if (maxPlural === "one") return /** @type {LocalizedString} */ (`Au plus ${i?.max} élément.`);
	if (maxPlural === "other") return /** @type {LocalizedString} */ (`Au plus ${i?.max} éléments.`);
	return /** @type {LocalizedString} */ ("field_rule_too_many");
};

const nl_field_rule_too_many = /** @type {(inputs: Field_Rule_Too_ManyInputs) => LocalizedString} */ (i) => {const maxPlural = registry.plural("nl", i?.max, {});
	if (maxPlural === "one") return /** @type {LocalizedString} */ (`Hoogstens 1 item.`);
	if (maxPlural === "other") return /** @type {LocalizedString} */ (`Hoogstens ${i?.max} items.`);
	return /** @type {LocalizedString} */ ("field_rule_too_many");
};

const es_field_rule_too_many = /** @type {(inputs: Field_Rule_Too_ManyInputs) => LocalizedString} */ (i) => {const maxPlural = registry.plural("es", i?.max, {});
	if (maxPlural === "one") return /** @type {LocalizedString} */ (`Como máximo 1 elemento.`);
	if (maxPlural === "other") return /** @type {LocalizedString} */ (`Como máximo ${i?.max} elementos.`);
	return /** @type {LocalizedString} */ ("field_rule_too_many");
};

const en_xa2_field_rule_too_many = /** @type {(inputs: Field_Rule_Too_ManyInputs) => LocalizedString} */ (i) => {const maxPlural = registry.plural("en-XA", i?.max, {});
	if (maxPlural === "one") return /** @type {LocalizedString} */ (`[Åţ ɱöšţ 1 íţéɱ. on]`);
	if (maxPlural === "other") return /** @type {LocalizedString} */ (`[Åţ ɱöšţ ${i?.max} íţéɱš. one ]`);
	return /** @type {LocalizedString} */ ("field_rule_too_many");
};

/**
* | maxPlural | output |
* | --- | --- |
* | "one" | "At most 1 item." |
* | "other" | "At most {max} items." |
*
* @param {Field_Rule_Too_ManyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_too_many = /** @type {((inputs: Field_Rule_Too_ManyInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_Too_ManyInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_too_many(inputs)
	if (locale === "fr") return fr_field_rule_too_many(inputs)
	if (locale === "nl") return nl_field_rule_too_many(inputs)
	if (locale === "es") return es_field_rule_too_many(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_too_many(inputs)
	return en_field_rule_too_many(inputs)
});