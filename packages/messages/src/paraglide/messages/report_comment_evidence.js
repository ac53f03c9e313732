/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Report_Comment_EvidenceInputs */

const en_report_comment_evidence = /** @type {(inputs: Report_Comment_EvidenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment and evidence`)
};

const de_report_comment_evidence = /** @type {(inputs: Report_Comment_EvidenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kommentar und Nachweise`)
};

const fr_report_comment_evidence = /** @type {(inputs: Report_Comment_EvidenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commentaire et preuves`)
};

const nl_report_comment_evidence = /** @type {(inputs: Report_Comment_EvidenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opmerking en bewijs`)
};

const es_report_comment_evidence = /** @type {(inputs: Report_Comment_EvidenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comentario y evidencias`)
};

const en_xa2_report_comment_evidence = /** @type {(inputs: Report_Comment_EvidenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çöɱɱéñţ áñð éṽíðéñçé one ]`)
};

/**
* | output |
* | --- |
* | "Comment and evidence" |
*
* @param {Report_Comment_EvidenceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const report_comment_evidence = /** @type {((inputs?: Report_Comment_EvidenceInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_Comment_EvidenceInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_report_comment_evidence(inputs)
	if (locale === "fr") return fr_report_comment_evidence(inputs)
	if (locale === "nl") return nl_report_comment_evidence(inputs)
	if (locale === "es") return es_report_comment_evidence(inputs)
	if (locale === "en-XA") return en_xa2_report_comment_evidence(inputs)
	return en_report_comment_evidence(inputs)
});