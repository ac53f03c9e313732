/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, baseline: NonNullable<unknown> }} Tcompare_Baseline_OptionInputs */

const en_tcompare_baseline_option = /** @type {(inputs: Tcompare_Baseline_OptionInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.baseline} (${i?.count} tenant)`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.baseline} (${i?.count} tenants)`);
	return /** @type {LocalizedString} */ ("tcompare_baseline_option");
};

const de_tcompare_baseline_option = /** @type {(inputs: Tcompare_Baseline_OptionInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.baseline} (${i?.count} Mandant)`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.baseline} (${i?.count} Mandanten)`);
	return /** @type {LocalizedString} */ ("tcompare_baseline_option");
};

const fr_tcompare_baseline_option = /** @type {(inputs: Tcompare_Baseline_OptionInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.baseline} (${i?.count} entité)`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.baseline} (${i?.count} entités)`);
	return /** @type {LocalizedString} */ ("tcompare_baseline_option");
};

const nl_tcompare_baseline_option = /** @type {(inputs: Tcompare_Baseline_OptionInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("nl", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.baseline} (${i?.count} tenant)`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.baseline} (${i?.count} tenants)`);
	return /** @type {LocalizedString} */ ("tcompare_baseline_option");
};

const es_tcompare_baseline_option = /** @type {(inputs: Tcompare_Baseline_OptionInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.baseline} (${i?.count} inquilino)`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.baseline} (${i?.count} inquilinos)`);
	return /** @type {LocalizedString} */ ("tcompare_baseline_option");
};

const en_xa2_tcompare_baseline_option = /** @type {(inputs: Tcompare_Baseline_OptionInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.baseline} (${i?.count} ţéñáñţ) one tw]`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`[${i?.baseline} (${i?.count} ţéñáñţš) one two]`);
	return /** @type {LocalizedString} */ ("tcompare_baseline_option");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{baseline} ({count} tenant)" |
* | "other" | "{baseline} ({count} tenants)" |
*
* @param {Tcompare_Baseline_OptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tcompare_baseline_option = /** @type {((inputs: Tcompare_Baseline_OptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tcompare_Baseline_OptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tcompare_baseline_option(inputs)
	if (locale === "fr") return fr_tcompare_baseline_option(inputs)
	if (locale === "nl") return nl_tcompare_baseline_option(inputs)
	if (locale === "es") return es_tcompare_baseline_option(inputs)
	if (locale === "en-XA") return en_xa2_tcompare_baseline_option(inputs)
	return en_tcompare_baseline_option(inputs)
});