/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_Csv_ReferencesInputs */

const en_content_admin_csv_references = /** @type {(inputs: Content_Admin_Csv_ReferencesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optional. Framework references separated by semicolons: ISO27001:2022 A.5.15; CIS-v8 6.3`)
};

const de_content_admin_csv_references = /** @type {(inputs: Content_Admin_Csv_ReferencesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optional. Framework-Referenzen, durch Semikolons getrennt: ISO27001:2022 A.5.15; CIS-v8 6.3`)
};

const fr_content_admin_csv_references = /** @type {(inputs: Content_Admin_Csv_ReferencesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facultatif. Références de référentiels séparées par des points-virgules : ISO27001:2022 A.5.15; CIS-v8 6.3`)
};

const nl_content_admin_csv_references = /** @type {(inputs: Content_Admin_Csv_ReferencesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optioneel. Frameworkreferenties gescheiden door puntkomma’s: ISO27001:2022 A.5.15; CIS-v8 6.3`)
};

const es_content_admin_csv_references = /** @type {(inputs: Content_Admin_Csv_ReferencesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opcional. Referencias de marcos separadas por punto y coma: ISO27001:2022 A.5.15; CIS-v8 6.3`)
};

const en_xa2_content_admin_csv_references = /** @type {(inputs: Content_Admin_Csv_ReferencesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Öþţíöñáļ. Ƒŕáɱéŵöŕķ ŕéƒéŕéñçéš šéþáŕáţéð ƀý šéɱíçöļöñš: ÎŠÖ27001:2022 Å.5.15; ÇÎŠ-ṽ8 6.3 one two three four five six ]`)
};

/**
* | output |
* | --- |
* | "Optional. Framework references separated by semicolons: ISO27001:2022 A.5.15; CIS-v8 6.3" |
*
* @param {Content_Admin_Csv_ReferencesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_csv_references = /** @type {((inputs?: Content_Admin_Csv_ReferencesInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Csv_ReferencesInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_csv_references(inputs)
	if (locale === "fr") return fr_content_admin_csv_references(inputs)
	if (locale === "nl") return nl_content_admin_csv_references(inputs)
	if (locale === "es") return es_content_admin_csv_references(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_csv_references(inputs)
	return en_content_admin_csv_references(inputs)
});