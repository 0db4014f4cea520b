import type { emailEn } from "../en/email.ts";

/**
 * The French words of the e-mails the site sends. Server only. To visitors
 * and subscribers: the courteous « vous » of a French team writing to its
 * clients; to the team and its admins: short and factual. Same keys as
 * `emailEn`; every placeholder of the English message is kept. French
 * typography: a narrow no-break space (U+202F) before ; : ! ? and inside « »,
 * the apostrophe ’.
 *
 * {team} never follows « de » (« de Écurie… » would need an elision a
 * placeholder cannot make): « la newsletter {team} », « le site {team} ».
 * Nothing agrees with the reader’s gender (« votre adresse est abonnée »).
 */
export const emailFr = {
  "editionMail.why": "Vous recevez cet e-mail car votre adresse est abonnée à la newsletter {team}.",
  "editionMail.unsubscribe": "Se désabonner",
  "editionMail.onTheSite": "Lire toutes les newsletters sur notre site",
  "bookings.mail.notify.contact": "Nouveau message de contact : {topic} — {name}",
  "bookings.mail.notify.car_enquiry": "Nouvelle demande sur une voiture : {topic} — {name}",
  "bookings.mail.notify.experience": "Nouvelle demande d’expérience : {topic} — {name}",
  "bookings.mail.notify.order": "Nouvelle demande de commande : {topic} — {name}",
  "bookings.mail.confirm.contact": "Nous avons bien reçu votre message — {team}",
  // {topic} is the car's name: « la Lotus 72 » (a car is feminine in French).
  "bookings.mail.confirm.car_enquiry": "Votre demande au sujet de la {topic} — {team}",
  // {topic} is the experience's name (« Baptême de piste en passager »).
  "bookings.mail.confirm.experience": "Votre demande d’expérience : {topic} — {team}",
  "bookings.mail.confirm.order": "Votre demande de commande {reference} — {team}",
  // French puts 0 in the singular (« 0 article »); an order always has at least one.
  "bookings.mail.orderTopic": "{count} articles, {total}",
  "bookings.mail.orderTopicOne": "{count} article, {total}",
  "bookings.enquiryDefaultMessage": "Je souhaiterais en savoir plus sur la {car}.",
  "bookings.mail.orderReference": "Demande de commande {reference}",
  "bookings.mail.orderLine": "{quantity} × {name} — {price}",
  "bookings.mail.orderLineSized": "{quantity} × {name} (taille {size}) — {price}",
  "bookings.mail.reference": "Référence : {reference}",
  "bookings.mail.subjectLine": "Objet : {value}",
  "bookings.mail.carLine": "Voiture : {value}",
  "bookings.mail.experienceLine": "Expérience : {value}",
  "bookings.mail.totalLine": "Total : {total}",
  "bookings.mail.messageLabel": "Message :",
  "bookings.mail.from": "De : {name} <{email}>",
  "bookings.mail.received": "Date de réception : {date}.",
  "bookings.mail.notifyReplyHint": "Répondez à cet e-mail pour écrire directement à {name}, ou répondez depuis les Demandes pour garder la réponse dans le fil de la demande.",
  "bookings.mail.openInAdmin": "Ouvrir la demande",
  "bookings.mail.notifyFooter": "Vous recevez ce message car cette adresse reçoit les demandes du site (Réglages du site).",
  "bookings.mail.confirmHeading": "Merci, {name}",
  "bookings.mail.confirmIntro": "Nous avons bien reçu votre demande. Voici ce que vous nous avez envoyé :",
  "bookings.mail.next.contact": "Et ensuite ? Un membre de l’équipe lit chaque message et vous répond par e-mail, généralement sous deux jours ouvrés.",
  "bookings.mail.next.car_enquiry": "Et ensuite ? Notre spécialiste des voitures vous répondra en détaillant l’historique, l’état et la disponibilité de la voiture, généralement sous deux jours ouvrés.",
  "bookings.mail.next.experience": "Et ensuite ? Nous vous contacterons pour convenir de la date, du circuit et des détails de votre expérience, généralement sous deux jours ouvrés. Rien n’est réservé ni facturé avant votre confirmation.",
  "bookings.mail.next.order": "Et ensuite ? Aucun paiement n’a été effectué. Nous vérifions la disponibilité et vous répondons avec les options de livraison et les modalités de paiement, généralement sous deux jours ouvrés.",
  "bookings.mail.contactUs": "Pour ajouter quoi que ce soit, répondez à cet e-mail ou contactez-nous :",
  "bookings.mail.confirmFooter": "Vous recevez cet e-mail car cette adresse a été saisie dans un formulaire de notre site. Si ce n’était pas vous, vous pouvez l’ignorer.",
  "bookings.mail.youWrote": "Votre demande du {date} (référence {reference}) :",

  // Orders paid online: the buyer's confirmation, a late payment's refund, the team's notice
  "orderMail.paid.subject": "Votre commande {team} {reference} : paiement reçu",
  "orderMail.paid.heading": "Merci, {name}",
  "orderMail.paid.intro": "Nous avons bien reçu votre paiement de {total}. Votre facture porte le numéro {invoice}.",
  "orderMail.lines": "Votre commande :",
  "orderMail.line": "{count} × {item} : {total}",
  "orderMail.shipping": "Livraison ({zone}) : {total}",
  "orderMail.total": "Total TTC : {total}",
  "orderMail.pickupNext": "Votre commande sera prête à retirer à l’atelier sous 2 jours ouvrés ; nous vous préviendrons par e-mail.",
  "orderMail.shippingNext": "Nous l’expédions à l’adresse ci-dessous sous {min} à {max} jours ouvrés, et vous envoyons son numéro de suivi.",
  "orderMail.withdrawal": "Vous disposez de 14 jours à compter de la livraison pour vous rétracter, sans avoir à vous justifier : utilisez le bouton de la page de votre commande, ou écrivez-nous.",
  "orderMail.view": "Voir votre commande",
  "orderMail.footer": "Vous recevez cet e-mail parce que vous avez commandé sur notre site.",
  "orderMail.lateRefund.subject": "Votre commande {team} {reference} : remboursée",
  "orderMail.lateRefund.heading": "Toutes nos excuses, {name}",
  "orderMail.lateRefund.body": "Votre paiement nous est parvenu après la fin de la réservation de 30 minutes, et les articles ont été vendus entre-temps. Nous vous avons remboursé {total} en totalité sur votre carte, visible sous 5 à 10 jours selon votre banque.",
  "orderMail.notify.subject": "Nouvelle commande payée {reference} : {total}",
  "orderMail.notify.heading": "{name} a payé {total}",
  "orderMail.notify.pickup": "Retrait à l’atelier.",
  "orderMail.notify.shipTo": "Expédier à :",
  "orderMail.notify.lateRefund.subject": "Commande {reference} remboursée automatiquement : épuisée avant son paiement tardif",
  "orderMail.notify.lateRefund.body": "{name} a payé {total} après la fin de la réservation, et les articles avaient été vendus entre-temps : le paiement a été intégralement remboursé.",
  "orderMail.notify.footer": "Vous recevez ceci parce que cette adresse reçoit les demandes du site (réglages du site).",

  // The admin's account e-mails (better-auth asks for them)
  "accountMail.linkOnce": "Le lien ci-dessous n’est valable qu’une fois et expire au bout de 30 minutes.",
  "accountMail.ignore": "Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail.",
  "accountMail.reset.subject": "Réinitialisez votre mot de passe d’administration {team}",
  "accountMail.reset.asked": "Quelqu’un a demandé à réinitialiser le mot de passe de ce compte d’administration.",
  "accountMail.reset.action": "Choisir un nouveau mot de passe",
  "accountMail.reset.footer": "Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.",
  "accountMail.invite.subject": "Invitation à l’administration du site {team}",
  "accountMail.invite.someone": "Un administrateur",
  "accountMail.invite.by": "{who} vous invite à gérer le site {team}.",
  // « Mot de passe oublié ? » must match the French of the sign-in page's link (admin key login.forgot).
  "accountMail.invite.choose": "Choisissez votre mot de passe grâce au lien ci-dessous. Il n’est valable qu’une fois et expire au bout de 30 minutes ; passé ce délai, utilisez « Mot de passe oublié ? » sur la page de connexion.",
  "accountMail.invite.action": "Accepter l’invitation",
  "accountMail.invite.footer": "Si vous n’attendiez pas cette invitation, ignorez cet e-mail.",
  "accountMail.change.subject": "Confirmez la nouvelle adresse e-mail de votre compte d’administration {team}",
  "accountMail.change.asked": "Quelqu’un a demandé à remplacer l’adresse e-mail de ce compte d’administration par {email}.",
  "accountMail.change.next": "Confirmez avec le lien ci-dessous ; nous demanderons ensuite à la nouvelle adresse de confirmer à son tour.",
  "accountMail.change.action": "Confirmer le changement",
  "accountMail.change.footer": "Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail et pensez à changer votre mot de passe.",
  "accountMail.verify.subject": "Confirmez votre adresse e-mail pour l’administration {team}",
  "accountMail.verify.asked": "Confirmez que cette adresse vous appartient grâce au lien ci-dessous.",
  "accountMail.verify.action": "Confirmer cette adresse e-mail",
  "accountMail.twoFactorOff.subject": "Double authentification désactivée sur votre compte d’administration {team}",
  "accountMail.twoFactorOff.by": "{who} a désactivé la double authentification de votre compte : la connexion ne demande plus que votre mot de passe.",
  "accountMail.twoFactorOff.again": "Dès que vous disposez de nouveau d’une application d’authentification, réactivez la double authentification dans Mon compte.",
  "accountMail.twoFactorOff.action": "Ouvrir Mon compte",
  "accountMail.twoFactorOff.footer": "Si vous n’en êtes pas à l’origine, prévenez l’équipe sans attendre et changez votre mot de passe.",
  "accountMail.passkeyRemoved.subject": "Une clé d’accès a été retirée de votre compte d’administration {team}",
  "accountMail.passkeyRemoved.by": "{who} a retiré une clé d’accès de votre compte : elle ne permet plus de vous connecter.",
  "accountMail.passkeyRemoved.byNamed": "{who} a retiré la clé d’accès « {name} » de votre compte : elle ne permet plus de vous connecter.",
  "accountMail.passkeyRemoved.again": "Pour vous connecter de nouveau avec une clé d’accès, ajoutez-en une dans Mon compte.",
  "accountMail.code.subject": "{code} est votre code de connexion à l’administration {team}",
  "accountMail.code.yours": "Votre code de connexion : {code}",
  "accountMail.code.once": "Saisissez-le sur la page de connexion, ou utilisez le bouton ci-dessous. Il n’est valable qu’une fois, pendant 10 minutes.",
  "accountMail.code.action": "Se connecter",
  "accountMail.code.footer": "Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : ce code ne sert qu’à qui lit cette boîte. Si la double authentification est activée, le code de votre application reste demandé ensuite.",
} as const satisfies { readonly [K in keyof typeof emailEn]: string };
