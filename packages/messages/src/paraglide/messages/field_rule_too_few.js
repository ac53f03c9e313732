/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ min: NonNullable<unknown> }} Field_Rule_Too_FewInputs */

const en_field_rule_too_few = /** @type {(inputs: Field_Rule_Too_FewInputs) => LocalizedString} */ (i) => {const minPlural = registry.plural("en", i?.min, {});
	if (minPlural === "one") return /** @type {LocalizedString} */ (`Give at least 1 item.`);
	if (minPlural === "other") return /** @type {LocalizedString} */ (`Give at least ${i?.min} items.`);
	return /** @type {LocalizedString} */ ("field_rule_too_few");
};

const de_field_rule_too_few = /** @type {(inputs: Field_Rule_Too_FewInputs) => LocalizedString} */ (i) => {const minPlural = registry.plural("de", i?.min, {});
	if (minPlural === "one") return /** @type {LocalizedString} */ (`Mindestens 1 Eintrag.`);
	if (minPlural === "other") return /** @type {LocalizedString} */ (`Mindestens ${i?.min} Einträge.`);
	return /** @type {LocalizedString} */ ("field_rule_too_few");
};

const fr_field_rule_too_few = /** @type {(inputs: Field_Rule_Too_FewInputs) => LocalizedString} */ (i) => {const minPlural = registry.plural("fr", i?.min, {});
	if (minPlural === "one") return /** @type {LocalizedString} */ (`Au moins ${i?.min} élément.`);
	if (minPlural === "other") return /** @type {LocalizedString} */ (`Au moins ${i?.min} éléments.`);
	return /** @type {LocalizedString} */ ("field_rule_too_few");
};

const nl_field_rule_too_few = /** @type {(inputs: Field_Rule_Too_FewInputs) => LocalizedString} */ (i) => {const minPlural = registry.plural("nl", i?.min, {});
	if (minPlural === "one") return /** @type {LocalizedString} */ (`Minstens 1 item.`);
	if (minPlural === "other") return /** @type {LocalizedString} */ (`Minstens ${i?.min} items.`);
	return /** @type {LocalizedString} */ ("field_rule_too_few");
};

const es_field_rule_too_few = /** @type {(inputs: Field_Rule_Too_FewInputs) => LocalizedString} */ (i) => {const minPlural = registry.plural("es", i?.min, {});
	if (minPlural === "one") return /** @type {LocalizedString} */ (`Al menos 1 elemento.`);
	if (minPlural === "other") return /** @type {LocalizedString} */ (`Al menos ${i?.min} elementos.`);
	return /** @type {LocalizedString} */ ("field_rule_too_few");
};

const en_xa2_field_rule_too_few = /** @type {(inputs: Field_Rule_Too_FewInputs) => LocalizedString} */ (i) => {const minPlural = registry.plural("en-XA", i?.min, {});
	if (minPlural === "one") return /** @type {LocalizedString} */ (`[Ĝíṽé áţ ļéášţ 1 íţéɱ. one ]`);
	if (minPlural === "other") return /** @type {LocalizedString} */ (`[Ĝíṽé áţ ļéášţ ${i?.min} íţéɱš. one tw]`);
	return /** @type {LocalizedString} */ ("field_rule_too_few");
};

/**
* | minPlural | output |
* | --- | --- |
* | "one" | "Give at least 1 item." |
* | "other" | "Give at least {min} items." |
*
* @param {Field_Rule_Too_FewInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_too_few = /** @type {((inputs: Field_Rule_Too_FewInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_Too_FewInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_too_few(inputs)
	if (locale === "fr") return fr_field_rule_too_few(inputs)
	if (locale === "nl") return nl_field_rule_too_few(inputs)
	if (locale === "es") return es_field_rule_too_few(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_too_few(inputs)
	return en_field_rule_too_few(inputs)
});