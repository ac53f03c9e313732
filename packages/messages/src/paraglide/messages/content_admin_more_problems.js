/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Content_Admin_More_ProblemsInputs */

const en_content_admin_more_problems = /** @type {(inputs: Content_Admin_More_ProblemsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`And ${i?.shown} more problem.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`And ${i?.shown} more problems.`);
	return /** @type {LocalizedString} */ ("content_admin_more_problems");
};

const de_content_admin_more_problems = /** @type {(inputs: Content_Admin_More_ProblemsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Und ${i?.shown} weiteres Problem.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Und ${i?.shown} weitere Probleme.`);
	return /** @type {LocalizedString} */ ("content_admin_more_problems");
};

const fr_content_admin_more_problems = /** @type {(inputs: Content_Admin_More_ProblemsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Et ${i?.shown} autre problème.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Et ${i?.shown} autres problèmes.`);
	return /** @type {LocalizedString} */ ("content_admin_more_problems");
};

const nl_content_admin_more_problems = /** @type {(inputs: Content_Admin_More_ProblemsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("nl", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`En nog ${i?.shown} probleem.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`En nog ${i?.shown} problemen.`);
	return /** @type {LocalizedString} */ ("content_admin_more_problems");
};

const es_content_admin_more_problems = /** @type {(inputs: Content_Admin_More_ProblemsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Y ${i?.shown} problema más.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Y ${i?.shown} problemas más.`);
	return /** @type {LocalizedString} */ ("content_admin_more_problems");
};

const en_xa2_content_admin_more_problems = /** @type {(inputs: Content_Admin_More_ProblemsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[Åñð ${i?.shown} ɱöŕé þŕöƀļéɱ. one tw]`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`[Åñð ${i?.shown} ɱöŕé þŕöƀļéɱš. one tw]`);
	return /** @type {LocalizedString} */ ("content_admin_more_problems");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "And {shown} more problem." |
* | "other" | "And {shown} more problems." |
*
* @param {Content_Admin_More_ProblemsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_more_problems = /** @type {((inputs: Content_Admin_More_ProblemsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_More_ProblemsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_more_problems(inputs)
	if (locale === "fr") return fr_content_admin_more_problems(inputs)
	if (locale === "nl") return nl_content_admin_more_problems(inputs)
	if (locale === "es") return es_content_admin_more_problems(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_more_problems(inputs)
	return en_content_admin_more_problems(inputs)
});