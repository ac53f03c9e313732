/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_Csv_TagsInputs */

const en_content_admin_csv_tags = /** @type {(inputs: Content_Admin_Csv_TagsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optional. Lower-case tags separated by semicolons.`)
};

const de_content_admin_csv_tags = /** @type {(inputs: Content_Admin_Csv_TagsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optional. Tags in Kleinbuchstaben, durch Semikolons getrennt.`)
};

const fr_content_admin_csv_tags = /** @type {(inputs: Content_Admin_Csv_TagsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facultatif. Étiquettes en minuscules séparées par des points-virgules.`)
};

const nl_content_admin_csv_tags = /** @type {(inputs: Content_Admin_Csv_TagsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optioneel. Tags in kleine letters, gescheiden door puntkomma’s.`)
};

const es_content_admin_csv_tags = /** @type {(inputs: Content_Admin_Csv_TagsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opcional. Etiquetas en minúsculas separadas por punto y coma.`)
};

const en_xa2_content_admin_csv_tags = /** @type {(inputs: Content_Admin_Csv_TagsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Öþţíöñáļ. Ļöŵéŕ-çášé ţáĝš šéþáŕáţéð ƀý šéɱíçöļöñš. one two three f]`)
};

/**
* | output |
* | --- |
* | "Optional. Lower-case tags separated by semicolons." |
*
* @param {Content_Admin_Csv_TagsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_csv_tags = /** @type {((inputs?: Content_Admin_Csv_TagsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Csv_TagsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_csv_tags(inputs)
	if (locale === "fr") return fr_content_admin_csv_tags(inputs)
	if (locale === "nl") return nl_content_admin_csv_tags(inputs)
	if (locale === "es") return es_content_admin_csv_tags(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_csv_tags(inputs)
	return en_content_admin_csv_tags(inputs)
});