/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Outbox_No_Body_DescriptionInputs */

const en_console_outbox_no_body_description = /** @type {(inputs: Console_Outbox_No_Body_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This document names a template or has no text: the extension builds the message.`)
};

const de_console_outbox_no_body_description = /** @type {(inputs: Console_Outbox_No_Body_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Dokument nennt eine Vorlage oder hat keinen Text: Die Erweiterung baut die Nachricht.`)
};

const fr_console_outbox_no_body_description = /** @type {(inputs: Console_Outbox_No_Body_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce document désigne un modèle ou n’a pas de texte : l’extension compose le message.`)
};

const nl_console_outbox_no_body_description = /** @type {(inputs: Console_Outbox_No_Body_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dit document noemt een sjabloon of heeft geen tekst: de extensie stelt het bericht samen.`)
};

const es_console_outbox_no_body_description = /** @type {(inputs: Console_Outbox_No_Body_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este documento indica una plantilla o no tiene texto: la extensión compone el mensaje.`)
};

const en_xa2_console_outbox_no_body_description = /** @type {(inputs: Console_Outbox_No_Body_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš ðöçüɱéñţ ñáɱéš á ţéɱþļáţé öŕ ĥáš ñö ţéẋţ: ţĥé éẋţéñšíöñ ƀüíļðš ţĥé ɱéššáĝé. one two three four five s]`)
};

/**
* | output |
* | --- |
* | "This document names a template or has no text: the extension builds the message." |
*
* @param {Console_Outbox_No_Body_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_outbox_no_body_description = /** @type {((inputs?: Console_Outbox_No_Body_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Outbox_No_Body_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_outbox_no_body_description(inputs)
	if (locale === "fr") return fr_console_outbox_no_body_description(inputs)
	if (locale === "nl") return nl_console_outbox_no_body_description(inputs)
	if (locale === "es") return es_console_outbox_no_body_description(inputs)
	if (locale === "en-XA") return en_xa2_console_outbox_no_body_description(inputs)
	return en_console_outbox_no_body_description(inputs)
});