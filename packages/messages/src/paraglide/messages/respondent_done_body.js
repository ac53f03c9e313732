/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Respondent_Done_BodyInputs */

const en_respondent_done_body = /** @type {(inputs: Respondent_Done_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The team that invited you has been told. Your answers can no longer be changed through this link.`)
};

const de_respondent_done_body = /** @type {(inputs: Respondent_Done_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Team, das Sie eingeladen hat, wurde benachrichtigt. Über diesen Link lassen sich Ihre Antworten nicht mehr ändern.`)
};

const fr_respondent_done_body = /** @type {(inputs: Respondent_Done_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’équipe qui vous a invité a été prévenue. Vos réponses ne peuvent plus être modifiées avec ce lien.`)
};

const nl_respondent_done_body = /** @type {(inputs: Respondent_Done_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Het team dat u heeft uitgenodigd is op de hoogte gebracht. Uw antwoorden kunnen via deze link niet meer worden gewijzigd.`)
};

const es_respondent_done_body = /** @type {(inputs: Respondent_Done_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hemos avisado al equipo que le invitó. Ya no puede cambiar sus respuestas con este enlace.`)
};

const en_xa2_respondent_done_body = /** @type {(inputs: Respondent_Done_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ţéáɱ ţĥáţ íñṽíţéð ýöü ĥáš ƀééñ ţöļð. Ýöüŕ áñšŵéŕš çáñ ñö ļöñĝéŕ ƀé çĥáñĝéð ţĥŕöüĝĥ ţĥíš ļíñķ. one two three four five six sev]`)
};

/**
* | output |
* | --- |
* | "The team that invited you has been told. Your answers can no longer be changed through this link." |
*
* @param {Respondent_Done_BodyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const respondent_done_body = /** @type {((inputs?: Respondent_Done_BodyInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Respondent_Done_BodyInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_respondent_done_body(inputs)
	if (locale === "fr") return fr_respondent_done_body(inputs)
	if (locale === "nl") return nl_respondent_done_body(inputs)
	if (locale === "es") return es_respondent_done_body(inputs)
	if (locale === "en-XA") return en_xa2_respondent_done_body(inputs)
	return en_respondent_done_body(inputs)
});