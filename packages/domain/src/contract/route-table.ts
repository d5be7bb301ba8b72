// Generated from the contract by `pnpm --filter @meslektas/domain routes`; do not edit by hand.
export const routeTable = {
  "auth": {
    "login": {
      "method": "POST",
      "path": "/auth/login"
    },
    "logout": {
      "method": "POST",
      "path": "/auth/logout"
    },
    "getData": {
      "method": "GET",
      "path": "/auth/getData"
    },
    "smsResend": {
      "method": "POST",
      "path": "/auth/sms_resend"
    },
    "smsVerify": {
      "method": "POST",
      "path": "/auth/sms_verify"
    },
    "emailResend": {
      "method": "POST",
      "path": "/auth/email_resend"
    },
    "emailVerify": {
      "method": "POST",
      "path": "/auth/email_verify"
    },
    "register": {
      "method": "POST",
      "path": "/auth/register"
    },
    "registerBars": {
      "method": "GET",
      "path": "/auth/register/bars"
    },
    "forgotPassword": {
      "method": "POST",
      "path": "/auth/password/forgot"
    },
    "resetPassword": {
      "method": "POST",
      "path": "/auth/password/reset"
    }
  },
  "notifications": {
    "list": {
      "method": "GET",
      "path": "/notifications"
    },
    "unread": {
      "method": "GET",
      "path": "/notifications/unread"
    },
    "markAllRead": {
      "method": "POST",
      "path": "/notifications"
    },
    "markRead": {
      "method": "POST",
      "path": "/notifications/:id/read"
    },
    "special": {
      "method": "GET",
      "path": "/specialnotifications/:id"
    }
  },
  "missions": {
    "create": {
      "method": "POST",
      "path": "/mission/create"
    },
    "checkAdliyeUsers": {
      "method": "GET",
      "path": "/mission/checkAdliyeUsers/:adliyeId"
    },
    "pending": {
      "method": "GET",
      "path": "/global/pending"
    },
    "pendingAlias": {
      "method": "GET",
      "path": "/mission/pending"
    },
    "clearPendingNotifications": {
      "method": "GET",
      "path": "/mission/clearPendingMissionsNotifications"
    },
    "confirm": {
      "method": "POST",
      "path": "/mission/confirmMission"
    },
    "applicants": {
      "method": "POST",
      "path": "/application/getUsers"
    },
    "selectUser": {
      "method": "POST",
      "path": "/application/selectUser"
    },
    "detail": {
      "method": "POST",
      "path": "/mission/getDetail"
    },
    "authorityDocument": {
      "method": "GET",
      "path": "/user/yetkibelgesi/:id"
    },
    "markAsCompleted": {
      "method": "POST",
      "path": "/mission/markAsCompleted/:id"
    },
    "newComment": {
      "method": "POST",
      "path": "/user/newComment"
    },
    "cancel": {
      "method": "POST",
      "path": "/mission/cancelMission"
    }
  },
  "lists": {
    "created": {
      "method": "GET",
      "path": "/mission/created"
    },
    "selected": {
      "method": "GET",
      "path": "/mission/selected"
    },
    "applied": {
      "method": "GET",
      "path": "/application/all"
    },
    "notApplied": {
      "method": "GET",
      "path": "/mission/notApplied"
    },
    "completed": {
      "method": "GET",
      "path": "/mission/completed"
    },
    "cancelled": {
      "method": "GET",
      "path": "/mission/cancel"
    },
    "archive": {
      "method": "GET",
      "path": "/mission/archive"
    },
    "last": {
      "method": "GET",
      "path": "/mission/last"
    },
    "currentlySelected": {
      "method": "GET",
      "path": "/missions/selected"
    }
  },
  "shortDescriptions": {
    "list": {
      "method": "GET",
      "path": "/shortdescriptions"
    },
    "create": {
      "method": "POST",
      "path": "/shortdescriptions"
    },
    "update": {
      "method": "PUT",
      "path": "/shortdescriptions/:id"
    },
    "remove": {
      "method": "DELETE",
      "path": "/shortdescriptions/:id"
    }
  },
  "reference": {
    "bars": {
      "method": "GET",
      "path": "/global/allBaroData"
    },
    "courthouses": {
      "method": "POST",
      "path": "/global/allAdliyeData"
    },
    "myCourthouses": {
      "method": "GET",
      "path": "/user/getAdliyeData"
    },
    "locationSearch": {
      "method": "POST",
      "path": "/location/search"
    },
    "categories": {
      "method": "GET",
      "path": "/mission/categories"
    },
    "homeNotifications": {
      "method": "GET",
      "path": "/auth/homeNotifications"
    },
    "constants": {
      "method": "GET",
      "path": "/constants"
    },
    "faq": {
      "method": "GET",
      "path": "/global/faq"
    },
    "partnershipFaq": {
      "method": "GET",
      "path": "/partnership/faq"
    },
    "notices": {
      "method": "GET",
      "path": "/global/notices"
    },
    "webPopup": {
      "method": "GET",
      "path": "/global/webpopup"
    },
    "page": {
      "method": "GET",
      "path": "/global/page/:id"
    }
  },
  "courthouses": {
    "updateBarAndCourthouses": {
      "method": "POST",
      "path": "/user/update/baroAndAdliye"
    },
    "updateCourthouses": {
      "method": "POST",
      "path": "/user/update/adliye"
    },
    "excludedCategories": {
      "method": "GET",
      "path": "/user/notCategoriesList"
    },
    "updateExcludedCategories": {
      "method": "POST",
      "path": "/user/notCategoriesUpdate"
    }
  },
  "realtime": {
    "auth": {
      "method": "POST",
      "path": "/broadcasting/auth"
    },
    "config": {
      "method": "GET",
      "path": "/broadcasting/config"
    }
  },
  "profile": {
    "updateAvatar": {
      "method": "POST",
      "path": "/user/update/avatar",
      "multipart": true
    },
    "deleteAvatar": {
      "method": "POST",
      "path": "/user/update/deleteAvatar"
    },
    "getProfile": {
      "method": "POST",
      "path": "/user/getProfile"
    },
    "allPerformances": {
      "method": "GET",
      "path": "/global/allPerformances"
    },
    "addPerformances": {
      "method": "POST",
      "path": "/user/performance/addData"
    },
    "aboutText": {
      "method": "POST",
      "path": "/user/update/aboutText"
    }
  },
  "settings": {
    "updatePassword": {
      "method": "POST",
      "path": "/user/update/password"
    },
    "updateEmail": {
      "method": "POST",
      "path": "/user/update/email"
    },
    "notify": {
      "method": "POST",
      "path": "/user/update/notify"
    },
    "missionStatus": {
      "method": "POST",
      "path": "/user/update/missionStatus"
    },
    "blueTick": {
      "method": "GET",
      "path": "/user/bluetick"
    },
    "submitBlueTick": {
      "method": "POST",
      "path": "/user/bluetick",
      "multipart": true
    },
    "progress": {
      "method": "GET",
      "path": "/auth/progress"
    }
  },
  "push": {
    "key": {
      "method": "GET",
      "path": "/push/key"
    },
    "subscribe": {
      "method": "POST",
      "path": "/push/subscription"
    },
    "unsubscribe": {
      "method": "DELETE",
      "path": "/push/subscription"
    }
  },
  "support": {
    "sendComplaint": {
      "method": "POST",
      "path": "/complaints",
      "multipart": true
    }
  },
  "profileDocuments": {
    "myAuthorityDocument": {
      "method": "GET",
      "path": "/user/yetkibelgesi"
    },
    "saveAuthorityDocument": {
      "method": "POST",
      "path": "/user/yetkibelgesi"
    },
    "removeAuthorityDocument": {
      "method": "DELETE",
      "path": "/user/yetkibelgesi/:id"
    },
    "cities": {
      "method": "GET",
      "path": "/cities"
    },
    "districts": {
      "method": "GET",
      "path": "/districts/:cityId"
    },
    "invoiceDetails": {
      "method": "GET",
      "path": "/getInvoiceDetails"
    },
    "updateInvoice": {
      "method": "PUT",
      "path": "/updateInvoice"
    }
  },
  "partnership": {
    "referralInfo": {
      "method": "GET",
      "path": "/partnership/referances/info"
    },
    "references": {
      "method": "GET",
      "path": "/partnership/referances"
    },
    "payouts": {
      "method": "GET",
      "path": "/partnership/payments"
    },
    "requestPayout": {
      "method": "POST",
      "path": "/partnership/payments/request"
    }
  },
  "cancelRequests": {
    "info": {
      "method": "GET",
      "path": "/cancelRequest/info"
    },
    "create": {
      "method": "POST",
      "path": "/cancelRequest"
    },
    "confirm": {
      "method": "POST",
      "path": "/mission/cancelConfirm"
    }
  },
  "tickets": {
    "list": {
      "method": "GET",
      "path": "/ticket"
    },
    "send": {
      "method": "POST",
      "path": "/ticket"
    }
  },
  "conflicts": {
    "list": {
      "method": "GET",
      "path": "/conflicts"
    },
    "create": {
      "method": "POST",
      "path": "/conflicts",
      "multipart": true
    },
    "detail": {
      "method": "GET",
      "path": "/conflicts/:id"
    },
    "sendMessage": {
      "method": "POST",
      "path": "/conflicts/:id/message",
      "multipart": true
    }
  },
  "admin": {
    "dashboard": {
      "method": "GET",
      "path": "/admin/dashboard"
    },
    "accounts": {
      "method": "GET",
      "path": "/admin/accounts"
    },
    "account": {
      "method": "GET",
      "path": "/admin/accounts/:id"
    },
    "approveAccount": {
      "method": "POST",
      "path": "/admin/accounts/:id/approve"
    },
    "rejectAccount": {
      "method": "POST",
      "path": "/admin/accounts/:id/reject"
    },
    "banAccount": {
      "method": "POST",
      "path": "/admin/accounts/:id/ban"
    },
    "unbanAccount": {
      "method": "POST",
      "path": "/admin/accounts/:id/unban"
    },
    "restrictAccount": {
      "method": "POST",
      "path": "/admin/accounts/:id/restriction"
    },
    "grantPro": {
      "method": "POST",
      "path": "/admin/accounts/:id/pro"
    },
    "revokePro": {
      "method": "POST",
      "path": "/admin/accounts/:id/pro/revoke"
    },
    "auditLog": {
      "method": "GET",
      "path": "/admin/audit"
    },
    "moderation": {
      "method": "GET",
      "path": "/admin/moderation"
    },
    "approveModeration": {
      "method": "POST",
      "path": "/admin/moderation/:kind/:id/approve"
    },
    "rejectModeration": {
      "method": "POST",
      "path": "/admin/moderation/:kind/:id/reject"
    },
    "disputes": {
      "method": "GET",
      "path": "/admin/disputes"
    },
    "dispute": {
      "method": "GET",
      "path": "/admin/disputes/:id"
    },
    "resolveDispute": {
      "method": "POST",
      "path": "/admin/disputes/:id/resolve"
    },
    "disputeMessage": {
      "method": "POST",
      "path": "/admin/disputes/:id/messages"
    },
    "payouts": {
      "method": "GET",
      "path": "/admin/payouts"
    },
    "payoutsExport": {
      "method": "GET",
      "path": "/admin/payouts/export"
    },
    "payPayout": {
      "method": "POST",
      "path": "/admin/payouts/:id/paid"
    },
    "rejectPayout": {
      "method": "POST",
      "path": "/admin/payouts/:id/reject"
    },
    "specialNotifications": {
      "method": "GET",
      "path": "/admin/special-notifications"
    },
    "sendSpecialNotification": {
      "method": "POST",
      "path": "/admin/special-notifications"
    },
    "catalogBars": {
      "method": "GET",
      "path": "/admin/catalog/bars"
    },
    "categories": {
      "method": "GET",
      "path": "/admin/categories"
    },
    "createCategory": {
      "method": "POST",
      "path": "/admin/categories"
    },
    "updateCategory": {
      "method": "PUT",
      "path": "/admin/categories/:id"
    },
    "setCategoryActive": {
      "method": "POST",
      "path": "/admin/categories/:id/active"
    },
    "reorderCategories": {
      "method": "POST",
      "path": "/admin/categories/order"
    },
    "systemDescriptions": {
      "method": "GET",
      "path": "/admin/short-descriptions"
    },
    "createSystemDescription": {
      "method": "POST",
      "path": "/admin/short-descriptions"
    },
    "updateSystemDescription": {
      "method": "PUT",
      "path": "/admin/short-descriptions/:id"
    },
    "deleteSystemDescription": {
      "method": "DELETE",
      "path": "/admin/short-descriptions/:id"
    },
    "courthouses": {
      "method": "GET",
      "path": "/admin/courthouses"
    },
    "createCourthouse": {
      "method": "POST",
      "path": "/admin/courthouses"
    },
    "updateCourthouse": {
      "method": "PUT",
      "path": "/admin/courthouses/:id"
    },
    "deleteCourthouse": {
      "method": "DELETE",
      "path": "/admin/courthouses/:id"
    },
    "payments": {
      "method": "GET",
      "path": "/admin/payments"
    },
    "accountWallet": {
      "method": "GET",
      "path": "/admin/accounts/:id/wallet"
    },
    "adjustWallet": {
      "method": "POST",
      "path": "/admin/accounts/:id/wallet-adjustments"
    },
    "tickets": {
      "method": "GET",
      "path": "/admin/tickets"
    },
    "ticket": {
      "method": "GET",
      "path": "/admin/tickets/:id"
    },
    "answerTicket": {
      "method": "POST",
      "path": "/admin/tickets/:id/answer"
    },
    "complaints": {
      "method": "GET",
      "path": "/admin/complaints"
    },
    "complaint": {
      "method": "GET",
      "path": "/admin/complaints/:id"
    },
    "readComplaint": {
      "method": "POST",
      "path": "/admin/complaints/:id/read"
    },
    "closeComplaint": {
      "method": "POST",
      "path": "/admin/complaints/:id/close"
    },
    "contentConstants": {
      "method": "GET",
      "path": "/admin/content/constants"
    },
    "updateConstant": {
      "method": "PUT",
      "path": "/admin/content/constants/:name"
    },
    "contentPages": {
      "method": "GET",
      "path": "/admin/content/pages"
    },
    "createPage": {
      "method": "POST",
      "path": "/admin/content/pages"
    },
    "updatePage": {
      "method": "PUT",
      "path": "/admin/content/pages/:id"
    },
    "deletePage": {
      "method": "DELETE",
      "path": "/admin/content/pages/:id"
    },
    "contentFaqs": {
      "method": "GET",
      "path": "/admin/content/faqs"
    },
    "createFaq": {
      "method": "POST",
      "path": "/admin/content/faqs"
    },
    "updateFaq": {
      "method": "PUT",
      "path": "/admin/content/faqs/:id"
    },
    "deleteFaq": {
      "method": "DELETE",
      "path": "/admin/content/faqs/:id"
    },
    "reorderFaqs": {
      "method": "POST",
      "path": "/admin/content/faqs/reorder"
    },
    "contentPopups": {
      "method": "GET",
      "path": "/admin/content/popups"
    },
    "createPopup": {
      "method": "POST",
      "path": "/admin/content/popups"
    },
    "updatePopup": {
      "method": "PUT",
      "path": "/admin/content/popups/:id"
    },
    "setPopupActive": {
      "method": "POST",
      "path": "/admin/content/popups/:id/active"
    },
    "deletePopup": {
      "method": "DELETE",
      "path": "/admin/content/popups/:id"
    }
  },
  "payments": {
    "createPayment": {
      "method": "POST",
      "path": "/payments"
    },
    "getPayment": {
      "method": "GET",
      "path": "/payments/:id"
    },
    "sandboxCard": {
      "method": "POST",
      "path": "/payments/:id/sandbox/card"
    },
    "sandbox3ds": {
      "method": "POST",
      "path": "/payments/:id/sandbox/3ds"
    },
    "sandboxCallback": {
      "method": "POST",
      "path": "/payments/callback/sandbox"
    },
    "iyzicoCallback": {
      "method": "POST",
      "path": "/payments/callback/iyzico"
    }
  },
  "kvkk": {
    "exportData": {
      "method": "GET",
      "path": "/user/kvkk/export",
      "produces": "application/zip"
    },
    "deleteAccount": {
      "method": "POST",
      "path": "/user/kvkk/delete"
    }
  }
};
