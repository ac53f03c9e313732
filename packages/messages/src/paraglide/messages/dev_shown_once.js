/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Shown_OnceInputs */

const en_dev_shown_once = /** @type {(inputs: Dev_Shown_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is the only time the key is shown. Store it in your secrets manager now.`)
};

const de_dev_shown_once = /** @type {(inputs: Dev_Shown_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Schlüssel wird nur dieses eine Mal angezeigt. Speichern Sie ihn jetzt in Ihrem Secrets-Manager.`)
};

const fr_dev_shown_once = /** @type {(inputs: Dev_Shown_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`C’est la seule fois que la clé s’affiche. Enregistrez-la maintenant dans votre gestionnaire de secrets.`)
};

const nl_dev_shown_once = /** @type {(inputs: Dev_Shown_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dit is de enige keer dat de sleutel wordt getoond. Bewaar hem nu in uw secretsbeheer.`)
};

const es_dev_shown_once = /** @type {(inputs: Dev_Shown_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Es la única vez que se muestra la clave. Guárdela ahora en su gestor de secretos.`)
};

const en_xa2_dev_shown_once = /** @type {(inputs: Dev_Shown_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš íš ţĥé öñļý ţíɱé ţĥé ķéý íš šĥöŵñ. Šţöŕé íţ íñ ýöüŕ šéçŕéţš ɱáñáĝéŕ ñöŵ. one two three four five ]`)
};

/**
* | output |
* | --- |
* | "This is the only time the key is shown. Store it in your secrets manager now." |
*
* @param {Dev_Shown_OnceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_shown_once = /** @type {((inputs?: Dev_Shown_OnceInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Shown_OnceInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dev_shown_once(inputs)
	if (locale === "fr") return fr_dev_shown_once(inputs)
	if (locale === "nl") return nl_dev_shown_once(inputs)
	if (locale === "es") return es_dev_shown_once(inputs)
	if (locale === "en-XA") return en_xa2_dev_shown_once(inputs)
	return en_dev_shown_once(inputs)
});