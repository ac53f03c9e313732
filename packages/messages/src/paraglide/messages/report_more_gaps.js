/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Report_More_GapsInputs */

const en_report_more_gaps = /** @type {(inputs: Report_More_GapsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} more gap is listed in the appendix.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} more gaps are listed in the appendix.`);
	return /** @type {LocalizedString} */ ("report_more_gaps");
};

const de_report_more_gaps = /** @type {(inputs: Report_More_GapsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} weitere Lücke steht im Anhang.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} weitere Lücken stehen im Anhang.`);
	return /** @type {LocalizedString} */ ("report_more_gaps");
};

const fr_report_more_gaps = /** @type {(inputs: Report_More_GapsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} autre écart figure en annexe.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} autres écarts figurent en annexe.`);
	return /** @type {LocalizedString} */ ("report_more_gaps");
};

const nl_report_more_gaps = /** @type {(inputs: Report_More_GapsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("nl", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} ander hiaat staat in de bijlage.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} andere hiaten staan in de bijlage.`);
	return /** @type {LocalizedString} */ ("report_more_gaps");
};

const es_report_more_gaps = /** @type {(inputs: Report_More_GapsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} brecha más figura en el anexo.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} brechas más figuran en el anexo.`);
	return /** @type {LocalizedString} */ ("report_more_gaps");
};

const en_xa2_report_more_gaps = /** @type {(inputs: Report_More_GapsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.count} ɱöŕé ĝáþ íš ļíšţéð íñ ţĥé áþþéñðíẋ. one two thre]`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`[${i?.count} ɱöŕé ĝáþš áŕé ļíšţéð íñ ţĥé áþþéñðíẋ. one two three]`);
	return /** @type {LocalizedString} */ ("report_more_gaps");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} more gap is listed in the appendix." |
* | "other" | "{count} more gaps are listed in the appendix." |
*
* @param {Report_More_GapsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const report_more_gaps = /** @type {((inputs: Report_More_GapsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_More_GapsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_report_more_gaps(inputs)
	if (locale === "fr") return fr_report_more_gaps(inputs)
	if (locale === "nl") return nl_report_more_gaps(inputs)
	if (locale === "es") return es_report_more_gaps(inputs)
	if (locale === "en-XA") return en_xa2_report_more_gaps(inputs)
	return en_report_more_gaps(inputs)
});