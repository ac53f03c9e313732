/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Content_Admin_Fix_ProblemsInputs */

const en_content_admin_fix_problems = /** @type {(inputs: Content_Admin_Fix_ProblemsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Not saved: fix ${i?.shown} problem to save`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Not saved: fix ${i?.shown} problems to save`);
	return /** @type {LocalizedString} */ ("content_admin_fix_problems");
};

const de_content_admin_fix_problems = /** @type {(inputs: Content_Admin_Fix_ProblemsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Nicht gespeichert: Beheben Sie ${i?.shown} Problem, um zu speichern`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Nicht gespeichert: Beheben Sie ${i?.shown} Probleme, um zu speichern`);
	return /** @type {LocalizedString} */ ("content_admin_fix_problems");
};

const fr_content_admin_fix_problems = /** @type {(inputs: Content_Admin_Fix_ProblemsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Non enregistré : corrigez ${i?.shown} problème pour enregistrer`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Non enregistré : corrigez ${i?.shown} problèmes pour enregistrer`);
	return /** @type {LocalizedString} */ ("content_admin_fix_problems");
};

const nl_content_admin_fix_problems = /** @type {(inputs: Content_Admin_Fix_ProblemsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("nl", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Niet opgeslagen: los ${i?.shown} probleem op om op te slaan`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Niet opgeslagen: los ${i?.shown} problemen op om op te slaan`);
	return /** @type {LocalizedString} */ ("content_admin_fix_problems");
};

const es_content_admin_fix_problems = /** @type {(inputs: Content_Admin_Fix_ProblemsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`No guardado: corrige ${i?.shown} problema para guardar`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`No guardado: corrige ${i?.shown} problemas para guardar`);
	return /** @type {LocalizedString} */ ("content_admin_fix_problems");
};

const en_xa2_content_admin_fix_problems = /** @type {(inputs: Content_Admin_Fix_ProblemsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[Ñöţ šáṽéð: ƒíẋ ${i?.shown} þŕöƀļéɱ ţö šáṽé one two th]`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`[Ñöţ šáṽéð: ƒíẋ ${i?.shown} þŕöƀļéɱš ţö šáṽé one two thr]`);
	return /** @type {LocalizedString} */ ("content_admin_fix_problems");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Not saved: fix {shown} problem to save" |
* | "other" | "Not saved: fix {shown} problems to save" |
*
* @param {Content_Admin_Fix_ProblemsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_fix_problems = /** @type {((inputs: Content_Admin_Fix_ProblemsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Fix_ProblemsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_fix_problems(inputs)
	if (locale === "fr") return fr_content_admin_fix_problems(inputs)
	if (locale === "nl") return nl_content_admin_fix_problems(inputs)
	if (locale === "es") return es_content_admin_fix_problems(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_fix_problems(inputs)
	return en_content_admin_fix_problems(inputs)
});