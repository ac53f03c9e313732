/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Field_Rule_Days_AheadInputs */

const en_field_rule_days_ahead = /** @type {(inputs: Field_Rule_Days_AheadInputs) => LocalizedString} */ (i) => {const maxPlural = registry.plural("en", i?.max, {});
	if (maxPlural === "one") return /** @type {LocalizedString} */ (`At most 1 day ahead.`);
	if (maxPlural === "other") return /** @type {LocalizedString} */ (`At most ${i?.max} days ahead.`);
	return /** @type {LocalizedString} */ ("field_rule_days_ahead");
};

const de_field_rule_days_ahead = /** @type {(inputs: Field_Rule_Days_AheadInputs) => LocalizedString} */ (i) => {const maxPlural = registry.plural("de", i?.max, {});
	if (maxPlural === "one") return /** @type {LocalizedString} */ (`Höchstens 1 Tag im Voraus.`);
	if (maxPlural === "other") return /** @type {LocalizedString} */ (`Höchstens ${i?.max} Tage im Voraus.`);
	return /** @type {LocalizedString} */ ("field_rule_days_ahead");
};

const fr_field_rule_days_ahead = /** @type {(inputs: Field_Rule_Days_AheadInputs) => LocalizedString} */ (i) => {const maxPlural = registry.plural("fr", i?.max, {});
	if (maxPlural === "one") return /** @type {LocalizedString} */ (`Au plus ${i?.max} jour à l’avance.`);
	if (maxPlural === "other") return /** @type {LocalizedString} */ (`Au plus ${i?.max} jours à l’avance.`);
	return /** @type {LocalizedString} */ ("field_rule_days_ahead");
};

const nl_field_rule_days_ahead = /** @type {(inputs: Field_Rule_Days_AheadInputs) => LocalizedString} */ (i) => {const maxPlural = registry.plural("nl", i?.max, {});
	if (maxPlural === "one") return /** @type {LocalizedString} */ (`Hoogstens 1 dag vooruit.`);
	if (maxPlural === "other") return /** @type {LocalizedString} */ (`Hoogstens ${i?.max} dagen vooruit.`);
	return /** @type {LocalizedString} */ ("field_rule_days_ahead");
};

const es_field_rule_days_ahead = /** @type {(inputs: Field_Rule_Days_AheadInputs) => LocalizedString} */ (i) => {const maxPlural = registry.plural("es", i?.max, {});
	if (maxPlural === "one") return /** @type {LocalizedString} */ (`Como máximo 1 día de antelación.`);
	if (maxPlural === "other") return /** @type {LocalizedString} */ (`Como máximo ${i?.max} días de antelación.`);
	return /** @type {LocalizedString} */ ("field_rule_days_ahead");
};

const en_xa2_field_rule_days_ahead = /** @type {(inputs: Field_Rule_Days_AheadInputs) => LocalizedString} */ (i) => {const maxPlural = registry.plural("en-XA", i?.max, {});
	if (maxPlural === "one") return /** @type {LocalizedString} */ (`[Åţ ɱöšţ 1 ðáý áĥéáð. one ]`);
	if (maxPlural === "other") return /** @type {LocalizedString} */ (`[Åţ ɱöšţ ${i?.max} ðáýš áĥéáð. one tw]`);
	return /** @type {LocalizedString} */ ("field_rule_days_ahead");
};

/**
* | maxPlural | output |
* | --- | --- |
* | "one" | "At most 1 day ahead." |
* | "other" | "At most {max} days ahead." |
*
* @param {Field_Rule_Days_AheadInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_days_ahead = /** @type {((inputs: Field_Rule_Days_AheadInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_Days_AheadInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_days_ahead(inputs)
	if (locale === "fr") return fr_field_rule_days_ahead(inputs)
	if (locale === "nl") return nl_field_rule_days_ahead(inputs)
	if (locale === "es") return es_field_rule_days_ahead(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_days_ahead(inputs)
	return en_field_rule_days_ahead(inputs)
});