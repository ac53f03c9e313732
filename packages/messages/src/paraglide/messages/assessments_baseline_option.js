/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, baseline: NonNullable<unknown>, version: NonNullable<unknown> }} Assessments_Baseline_OptionInputs */

const en_assessments_baseline_option = /** @type {(inputs: Assessments_Baseline_OptionInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.baseline} · v${i?.version} · ${i?.count} control`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.baseline} · v${i?.version} · ${i?.count} controls`);
	return /** @type {LocalizedString} */ ("assessments_baseline_option");
};

const de_assessments_baseline_option = /** @type {(inputs: Assessments_Baseline_OptionInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.baseline} · v${i?.version} · ${i?.count} Kontrolle`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.baseline} · v${i?.version} · ${i?.count} Kontrollen`);
	return /** @type {LocalizedString} */ ("assessments_baseline_option");
};

const fr_assessments_baseline_option = /** @type {(inputs: Assessments_Baseline_OptionInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.baseline} · v${i?.version} · ${i?.count} contrôle`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.baseline} · v${i?.version} · ${i?.count} contrôles`);
	return /** @type {LocalizedString} */ ("assessments_baseline_option");
};

const nl_assessments_baseline_option = /** @type {(inputs: Assessments_Baseline_OptionInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("nl", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.baseline} · v${i?.version} · ${i?.count} control`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.baseline} · v${i?.version} · ${i?.count} controls`);
	return /** @type {LocalizedString} */ ("assessments_baseline_option");
};

const es_assessments_baseline_option = /** @type {(inputs: Assessments_Baseline_OptionInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.baseline} · v${i?.version} · ${i?.count} control`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.baseline} · v${i?.version} · ${i?.count} controles`);
	return /** @type {LocalizedString} */ ("assessments_baseline_option");
};

const en_xa2_assessments_baseline_option = /** @type {(inputs: Assessments_Baseline_OptionInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.baseline} · ṽ${i?.version} · ${i?.count} çöñţŕöļ one two thr]`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`[${i?.baseline} · ṽ${i?.version} · ${i?.count} çöñţŕöļš one two thre]`);
	return /** @type {LocalizedString} */ ("assessments_baseline_option");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{baseline} · v{version} · {count} control" |
* | "other" | "{baseline} · v{version} · {count} controls" |
*
* @param {Assessments_Baseline_OptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const assessments_baseline_option = /** @type {((inputs: Assessments_Baseline_OptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Assessments_Baseline_OptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_assessments_baseline_option(inputs)
	if (locale === "fr") return fr_assessments_baseline_option(inputs)
	if (locale === "nl") return nl_assessments_baseline_option(inputs)
	if (locale === "es") return es_assessments_baseline_option(inputs)
	if (locale === "en-XA") return en_xa2_assessments_baseline_option(inputs)
	return en_assessments_baseline_option(inputs)
});