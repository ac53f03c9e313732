/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Respondent_Bad_LinkInputs */

const en_respondent_bad_link = /** @type {(inputs: Respondent_Bad_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It may have expired or been withdrawn, or it was copied incompletely. Ask the person who invited you to send a new link.`)
};

const de_respondent_bad_link = /** @type {(inputs: Respondent_Bad_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vielleicht ist er abgelaufen oder wurde zurückgezogen, oder er wurde nicht vollständig kopiert. Bitten Sie die Person, die Sie eingeladen hat, Ihnen einen neuen Link zu senden.`)
};

const fr_respondent_bad_link = /** @type {(inputs: Respondent_Bad_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il a peut-être expiré ou été retiré, ou bien il a été copié de façon incomplète. Demandez à la personne qui vous a invité de vous envoyer un nouveau lien.`)
};

const nl_respondent_bad_link = /** @type {(inputs: Respondent_Bad_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Misschien is hij verlopen of ingetrokken, of is hij niet volledig gekopieerd. Vraag de persoon die u heeft uitgenodigd om een nieuwe link te sturen.`)
};

const es_respondent_bad_link = /** @type {(inputs: Respondent_Bad_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puede que haya caducado o se haya retirado, o que se copiara de forma incompleta. Pida a la persona que le invitó que le envíe un enlace nuevo.`)
};

const en_xa2_respondent_bad_link = /** @type {(inputs: Respondent_Bad_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Îţ ɱáý ĥáṽé éẋþíŕéð öŕ ƀééñ ŵíţĥðŕáŵñ, öŕ íţ ŵáš çöþíéð íñçöɱþļéţéļý. Åšķ ţĥé þéŕšöñ ŵĥö íñṽíţéð ýöü ţö šéñð á ñéŵ ļíñķ. one two three four five six seven eight]`)
};

/**
* | output |
* | --- |
* | "It may have expired or been withdrawn, or it was copied incompletely. Ask the person who invited you to send a new link." |
*
* @param {Respondent_Bad_LinkInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const respondent_bad_link = /** @type {((inputs?: Respondent_Bad_LinkInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Respondent_Bad_LinkInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_respondent_bad_link(inputs)
	if (locale === "fr") return fr_respondent_bad_link(inputs)
	if (locale === "nl") return nl_respondent_bad_link(inputs)
	if (locale === "es") return es_respondent_bad_link(inputs)
	if (locale === "en-XA") return en_xa2_respondent_bad_link(inputs)
	return en_respondent_bad_link(inputs)
});