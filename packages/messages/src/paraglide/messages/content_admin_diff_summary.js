/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ added: NonNullable<unknown>, removed: NonNullable<unknown>, changed: NonNullable<unknown> }} Content_Admin_Diff_SummaryInputs */

const en_content_admin_diff_summary = /** @type {(inputs: Content_Admin_Diff_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.added} added · ${i?.removed} removed · ${i?.changed} changed`)
};

const de_content_admin_diff_summary = /** @type {(inputs: Content_Admin_Diff_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.added} hinzugefügt · ${i?.removed} entfernt · ${i?.changed} geändert`)
};

const fr_content_admin_diff_summary = /** @type {(inputs: Content_Admin_Diff_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.added} ajoutés · ${i?.removed} supprimés · ${i?.changed} modifiés`)
};

const nl_content_admin_diff_summary = /** @type {(inputs: Content_Admin_Diff_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.added} toegevoegd · ${i?.removed} verwijderd · ${i?.changed} gewijzigd`)
};

const es_content_admin_diff_summary = /** @type {(inputs: Content_Admin_Diff_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.added} añadidos · ${i?.removed} eliminados · ${i?.changed} modificados`)
};

const en_xa2_content_admin_diff_summary = /** @type {(inputs: Content_Admin_Diff_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.added} áððéð · ${i?.removed} ŕéɱöṽéð · ${i?.changed} çĥáñĝéð one two three fo]`)
};

/**
* | output |
* | --- |
* | "{added} added · {removed} removed · {changed} changed" |
*
* @param {Content_Admin_Diff_SummaryInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_diff_summary = /** @type {((inputs: Content_Admin_Diff_SummaryInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Diff_SummaryInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_diff_summary(inputs)
	if (locale === "fr") return fr_content_admin_diff_summary(inputs)
	if (locale === "nl") return nl_content_admin_diff_summary(inputs)
	if (locale === "es") return es_content_admin_diff_summary(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_diff_summary(inputs)
	return en_content_admin_diff_summary(inputs)
});