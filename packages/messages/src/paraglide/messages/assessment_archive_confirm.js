/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Assessment_Archive_ConfirmInputs */

const en_assessment_archive_confirm = /** @type {(inputs: Assessment_Archive_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archive this assessment?`)
};

const de_assessment_archive_confirm = /** @type {(inputs: Assessment_Archive_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Bewertung archivieren?`)
};

const fr_assessment_archive_confirm = /** @type {(inputs: Assessment_Archive_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archiver cette évaluation ?`)
};

const nl_assessment_archive_confirm = /** @type {(inputs: Assessment_Archive_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deze beoordeling archiveren?`)
};

const es_assessment_archive_confirm = /** @type {(inputs: Assessment_Archive_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Archivar esta evaluación?`)
};

const en_xa2_assessment_archive_confirm = /** @type {(inputs: Assessment_Archive_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åŕçĥíṽé ţĥíš áššéššɱéñţ? one t]`)
};

/**
* | output |
* | --- |
* | "Archive this assessment?" |
*
* @param {Assessment_Archive_ConfirmInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const assessment_archive_confirm = /** @type {((inputs?: Assessment_Archive_ConfirmInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Assessment_Archive_ConfirmInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_assessment_archive_confirm(inputs)
	if (locale === "fr") return fr_assessment_archive_confirm(inputs)
	if (locale === "nl") return nl_assessment_archive_confirm(inputs)
	if (locale === "es") return es_assessment_archive_confirm(inputs)
	if (locale === "en-XA") return en_xa2_assessment_archive_confirm(inputs)
	return en_assessment_archive_confirm(inputs)
});